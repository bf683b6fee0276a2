import { endpoints, type Person } from "@campus/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activationCodes, sessions, users } from "../db/schema";
import { addDays, schoolDay } from "../services/school-days";
import { createSession } from "../services/sessions";
import { schoolFromRoster } from "../testing/run-admin";
import type { TextMessage } from "../services/sms";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * The office's people and its audit log (issue 36 §2), on a school made as a real one starts
 * (its roster from the Big5 fixture): found, filtered and paged; closed and reopened; a sign-in
 * reset; each change in the log with who, when and before → after. Another school's office and
 * a parent see none of it and change nothing.
 */

let t: TestApp;
let office: string;
const texts: TextMessage[] = [];
let officeId: number;

const idOf = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ deps: { sms: { send: async (message) => void texts.push(message) } } });
  await schoolFromRoster(t, { code: "PPL", nameZh: "人和小學", nameEn: "People Primary School" });
  officeId = await idOf("office.ppl");
  office = (await createSession(t.database.db, officeId, null, t.clock.now())).token;
});
afterAll(async () => {
  await t.close();
});

const people = (input: Parameters<typeof t.ok<typeof endpoints.officePeople>>[1]) =>
  t.ok(endpoints.officePeople, input, { token: office });
const names = (list: Person[]) => list.map((p) => p.name_zh);

describe("the office finds the school's people", () => {
  it("lists the students in class order, each with their guardians", async () => {
    const page = await people({ kind: "student" });
    expect(page.total).toBe(3);
    expect(page.list.map((p) => [p.class_name, p.class_number, p.name_zh, p.student_no])).toEqual([
      ["2B", 5, "陳小文", "R26003"],
      ["4A", 1, "陳大文", "R26001"],
      ["4A", 2, "李嘉欣", "R26002"],
    ]);
    const taiMan = page.list[1]!;
    expect(taiMan).toMatchObject({ kind: "student", status: "active", activated: false });
    expect(taiMan.resettable).toBe(true);
    expect(taiMan.links.map((l) => [l.name_zh, l.relation])).toEqual([
      ["陳美玲", "mother"],
      ["陳志強", "father"],
    ]);
  });

  it("finds by name, English name, number or phone, narrows by class and pages", async () => {
    expect(names((await people({ kind: "student", search: "陳" })).list)).toEqual([
      "陳小文",
      "陳大文",
    ]);
    expect(names((await people({ kind: "student", search: "lee ka" })).list)).toEqual(["李嘉欣"]);
    expect(names((await people({ kind: "student", search: "R26003" })).list)).toEqual(["陳小文"]);
    // A search's own % and _ are taken literally.
    expect((await people({ kind: "student", search: "%" })).total).toBe(0);
    expect(names((await people({ kind: "student", class_name: "4a" })).list)).toEqual([
      "陳大文",
      "李嘉欣",
    ]);
    const paged = await people({ kind: "student", pageNum: 2, pageSize: 2 });
    expect([paged.total, names(paged.list)]).toEqual([3, ["李嘉欣"]]);
  });

  it("counts as activated only who signed in or has a password", async () => {
    // A session whose own id is its person's: a subquery that mixed up the two ids would count
    // every guardian as activated.
    await t.database.db.execute(
      sql`INSERT INTO sessions (id, user_id, token_hash, expires_at)
        VALUES (${officeId}, ${officeId}, 'same-ids', now() + interval '1 day')
        ON CONFLICT DO NOTHING`,
    );
    const guardians = await people({ kind: "guardian" });
    expect(guardians.list.map((p) => p.activated)).toEqual(guardians.list.map(() => false));
    expect((await people({ kind: "staff" })).list[0]).toMatchObject({ activated: true });
  });

  it("lists guardians with their children (a mother of two, once), by phone and by class", async () => {
    const guardians = await people({ kind: "guardian" });
    const mother = guardians.list.find((p) => p.name_zh === "陳美玲")!;
    expect(mother).toMatchObject({ username: "61234001", country_code: "852" });
    expect(mother.links.map((l) => [l.name_zh, l.class_name])).toEqual([
      ["陳大文", "4A"],
      ["陳小文", "2B"],
    ]);
    expect(names((await people({ kind: "guardian", search: "6612" })).list)).toEqual(["李淑儀"]);
    // Typed as a phone is written, with a space.
    expect(names((await people({ kind: "guardian", search: "6123 4001" })).list)).toEqual([
      "陳美玲",
    ]);
    expect(names((await people({ kind: "guardian", class_name: "2B" })).list)).toEqual(["陳美玲"]);
  });

  it("lists the staff with their roles; the office's own account cannot be reset", async () => {
    const staff = await people({ kind: "staff" });
    expect(staff.list.map((p) => [p.username, p.roles.includes("staff"), p.resettable])).toEqual([
      ["office.ppl", true, false],
    ]);
  });

  it("refuses a kind it does not know and a search too long, as field errors", async () => {
    for (const [input, field] of [
      [{ kind: "parent" }, "kind"],
      [{ kind: "student", search: "x".repeat(61) }, "search"],
      [{ kind: "student", status: "gone" }, "status"],
    ] as const) {
      const refusal = await t.refused(endpoints.officePeople, input as never, { token: office });
      expect(refusal.data, JSON.stringify(input)).toMatchObject({ fields: [{ field }] });
    }
  });
});

describe("the office closes, reopens and resets accounts, and the log says so", () => {
  it("closes a student who left: their sessions end, their letter stops working, they sign in no more", async () => {
    const id = await idOf("R26002");
    const { letters } = await t.ok(
      endpoints.officeActivationLetters,
      { class_name: "4A", expires_on: addDays(schoolDay(t.clock.now()), 5) },
      { token: office },
    );
    const code = letters.find((l) => l.username === "R26002")!.code;
    const session = await createSession(t.database.db, id, null, t.clock.now());

    const closed = await t.ok(
      endpoints.officePersonStatus,
      { id, status: "left" },
      { token: office },
    );
    expect(closed).toMatchObject({ id, status: "left", resettable: false });
    expect((await t.request(endpoints.userInfo, undefined, { token: session.token })).code).toBe(
      401,
    );
    expect(
      (await t.refused(endpoints.activationCheck, { code }, { address: "10.7.0.1" })).code,
    ).toBe(400);
    const open = await t.database.db
      .select()
      .from(activationCodes)
      .where(and(eq(activationCodes.userId, id), isNull(activationCodes.revokedAt)));
    expect(open).toEqual([]);
    // The same again changes nothing and is not logged twice.
    await t.ok(endpoints.officePersonStatus, { id, status: "left" }, { token: office });
    expect(names((await people({ kind: "student", status: "left" })).list)).toEqual(["李嘉欣"]);

    const reopened = await t.ok(
      endpoints.officePersonStatus,
      { id, status: "active" },
      { token: office },
    );
    expect(reopened.status).toBe("active");

    const log = await t.ok(endpoints.officeAudit, { person: id }, { token: office });
    expect(log.list.map((e) => [e.kind, e.changes])).toEqual([
      ["person.returned", [{ field: "status", before: "left", after: "active" }]],
      ["person.left", [{ field: "status", before: "active", after: "left" }]],
    ]);
    expect(log.list[0]).toMatchObject({
      actor: { id: officeId },
      person: { id, name_zh: "李嘉欣" },
    });
  });

  it("resets a guardian's sign-in: no password, no session; they sign in by a code again", async () => {
    const id = await idOf("61234001");
    await t.database.db.update(users).set({ passwordHash: "x" }).where(eq(users.id, id));
    await createSession(t.database.db, id, null, t.clock.now());
    const reset = await t.ok(endpoints.officePersonReset, { id }, { token: office });
    expect(reset).toMatchObject({ id, kind: "guardian", status: "active" });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.passwordHash).toBe("");
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const [entry] = (await t.ok(endpoints.officeAudit, { kind: "person.reset" }, { token: office }))
      .list;
    expect(entry).toMatchObject({
      person: { id },
      changes: [{ field: "password", before: "set", after: "none" }],
    });
  });

  it("never closes or resets the office's own account, nor resets a staff member", async () => {
    const before = await t.counts();
    const own = await t.refused(
      endpoints.officePersonStatus,
      { id: officeId, status: "left" },
      { token: office },
    );
    expect([own.code, own.msg]).toEqual([409, "不能停用自己的帳戶，請由校務處其他同事處理"]);
    expect(
      (await t.refused(endpoints.officePersonReset, { id: officeId }, { token: office })).code,
    ).toBe(409);
    expect(await t.counts()).toEqual(before);
  });

  it("logs the roster's imports, their undo and the letters, latest first", async () => {
    const log = await t.ok(endpoints.officeAudit, { pageSize: 50 }, { token: office });
    const kinds = log.list.map((e) => e.kind);
    expect(kinds.at(-1)).toBe("roster.import");
    expect(kinds).toContain("activation.letters");
    const imported = log.list.at(-1)!;
    // From the command line: no one in the office did it.
    expect(imported).toMatchObject({ actor: null, subject: "roster-big5.csv" });
    expect(imported.changes).toContainEqual({ field: "added", before: null, after: "3" });
    const letters = log.list.find((e) => e.kind === "activation.letters")!;
    expect(letters).toMatchObject({ subject: "4A", actor: { id: officeId } });
  });
});

describe("the office adds its teachers", () => {
  const teacher = {
    name_zh: "陳偉文",
    name_en: "Chan Wai Man",
    username: "T.Chan",
    country_code: "852",
    phone: "6123 4567",
  } as const;

  it("adds a teacher with a one-time link: a code to their mobile, a password, signed in", async () => {
    const made = await t.ok(endpoints.officeAddStaff, teacher, { token: office });
    expect(made.person).toMatchObject({
      kind: "staff",
      username: "t.chan",
      roles: ["teacher"],
      activated: false,
      linkable: true,
      resettable: false,
    });
    expect(made.phone_hint).toBe("+852 •••• 4567");
    const link = await t.ok(endpoints.setupLink, { token: made.token });
    expect(link.office).toMatchObject({ username: "t.chan", school_office: false });
    await t.ok(endpoints.setupSendCode, { token: made.token }, { address: "10.8.0.1" });
    const text = texts.at(-1)!;
    expect(text).toMatchObject({ countryCode: "852", phone: "61234567" });
    expect(text.text).toContain("你在人和小學的教職員帳戶的設定驗證碼");
    const code = /\d{6}/.exec(text.text)![0];
    const signedIn = await t.ok(endpoints.setupFinish, {
      token: made.token,
      code,
      password: "Teach2026x",
    });
    expect(signedIn.user).toMatchObject({ name_en: "Chan Wai Man", roles: ["teacher"] });
    // A teacher, not the office: the console is not theirs.
    const refusal = await t.refused(
      endpoints.officePeople,
      { kind: "staff" },
      { token: signedIn.token },
    );
    expect(refusal.code).toBe(403);
    const [added] = (await t.ok(endpoints.officeAudit, { kind: "person.added" }, { token: office }))
      .list;
    expect(added).toMatchObject({
      actor: { id: officeId },
      person: { name_zh: "陳偉文" },
      changes: [{ field: "roles", before: null, after: "teacher" }],
    });
  });

  it("refuses a taken account name, a mobile not of its region and a missing name, writing nothing", async () => {
    const before = await t.counts();
    for (const [input, field] of [
      [{ ...teacher, username: "t.wong" }, "username"],
      [{ ...teacher, username: "office.ppl" }, "username"],
      [{ ...teacher, username: "a b" }, "username"],
      [{ ...teacher, username: "t.new", phone: "1234" }, "phone"],
      [{ ...teacher, username: "t.new", name_zh: " " }, "name_zh"],
    ] as const) {
      const answer = await t.refused(endpoints.officeAddStaff, input, { token: office });
      expect(answer.data, JSON.stringify(input)).toMatchObject({ fields: [{ field }] });
    }
    expect(await t.counts()).toEqual(before);
  });

  it("gives a staff member a new link that replaces the old; never a student or another school's", async () => {
    const made = await t.ok(
      endpoints.officeAddStaff,
      { ...teacher, username: "t.ho", name_zh: "何老師", name_en: "Ho Ka Lok", office: true },
      { token: office },
    );
    expect(made.person.roles).toEqual(["teacher", "staff"]);
    const again = await t.ok(endpoints.officeStaffLink, { id: made.person.id }, { token: office });
    expect(again.token).not.toBe(made.token);
    expect((await t.refused(endpoints.setupLink, { token: made.token })).code).toBe(404);
    expect((await t.ok(endpoints.setupLink, { token: again.token })).office?.username).toBe("t.ho");
    const student = await idOf("R26001");
    expect(
      (await t.refused(endpoints.officeStaffLink, { id: student }, { token: office })).code,
    ).toBe(409);
    const demoOffice = await t.signIn("staff");
    expect(
      (await t.refused(endpoints.officeStaffLink, { id: made.person.id }, { token: demoOffice }))
        .code,
    ).toBe(404);
  });
});

describe("only this school's office", () => {
  it("shows another school's office none of these people and lets it change none", async () => {
    const demoOffice = await t.signIn("staff");
    const theirs = await t.ok(
      endpoints.officePeople,
      { kind: "student", search: "R2600" },
      { token: demoOffice },
    );
    expect(theirs.total).toBe(0);
    const id = await idOf("R26001");
    const before = await t.counts();
    for (const [endpoint, input] of [
      [endpoints.officePersonStatus, { id, status: "left" }],
      [endpoints.officePersonReset, { id }],
    ] as const) {
      const refusal = await t.refused(endpoint, input as never, { token: demoOffice });
      expect(refusal.code).toBe(404);
    }
    const log = await t.ok(endpoints.officeAudit, { person: id }, { token: demoOffice });
    expect(log.total).toBe(0);
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a parent and a teacher, who hold no office page", async () => {
    for (const who of ["parent", "teacher"] as const) {
      const token = await t.signIn(who);
      for (const [endpoint, input] of [
        [endpoints.officePeople, { kind: "student" }],
        [endpoints.officePersonReset, { id: 1 }],
        [endpoints.officeAudit, {}],
      ] as const)
        expect((await t.refused(endpoint, input as never, { token })).code, who).toBe(403);
    }
  });
});
