import { ACTIVATION_ALPHABET, endpoints } from "@campus/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activationCodes, users } from "../db/schema";
import { schoolDay, addDays } from "../services/school-days";
import { createSession } from "../services/sessions";
import { schoolFromRoster } from "../testing/run-admin";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * Students' activation letters (issue 36 §4), on a school made as a real one starts (its roster
 * from the Big5 fixture, nobody with a password): the office issues a class's letters; a code
 * names its student, sets their password once and signs them in; a used, replaced or expired
 * code, a wrong one, another school's office and a bad date are refused, writing nothing.
 */

let t: TestApp;
let office: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  await schoolFromRoster(t, { code: "LTRS", nameZh: "信心小學", nameEn: "Letters Primary School" });
  const [me] = await t.database.db.select().from(users).where(eq(users.username, "office.ltrs"));
  office = (await createSession(t.database.db, me!.id, null, t.clock.now())).token;
  today = schoolDay(t.clock.now());
});
afterAll(async () => {
  await t.close();
});

const letters = (input: { class_name: string; expires_on: string; reissue?: boolean }) =>
  t.ok(endpoints.officeActivationLetters, input, { token: office });

describe("the office prints a class's activation letters", () => {
  it("gives each student of the class without a password a code of its own, in class order", async () => {
    const answer = await letters({ class_name: "4a", expires_on: addDays(today, 30) });
    expect(answer).toMatchObject({
      class_name: "4A",
      expires_on: addDays(today, 30),
      school: { name_zh: "信心小學", name_en: "Letters Primary School" },
      skipped: 0,
    });
    expect(answer.letters.map((l) => [l.class_number, l.name_zh, l.username])).toEqual([
      [1, "陳大文", "R26001"],
      [2, "李嘉欣", "R26002"],
    ]);
    const [a, b] = answer.letters.map((l) => l.code);
    expect(a).not.toBe(b);
    for (const code of [a!, b!])
      expect([...code].every((c) => ACTIVATION_ALPHABET.includes(c)) && code.length).toBe(12);
    // Only hashes are kept.
    const kept = await t.database.db.select().from(activationCodes);
    expect(kept.map((row) => row.codeHash)).not.toContain(a);
  });

  it("names the student to the code's holder; sets the password once and signs them in", async () => {
    const { letters: issued } = await letters({ class_name: "2B", expires_on: addDays(today, 7) });
    const code = issued[0]!.code;
    // Typed as people type it: lower case, with the printed hyphens.
    const typed = code.toLowerCase().replace(/(.{4})(?!$)/g, "$1-");
    const check = await t.ok(endpoints.activationCheck, { code: typed });
    expect(check).toMatchObject({
      school: { name_zh: "信心小學" },
      student: { name_zh: "陳小文", name_en: "CHAN Siu Man", class_name: "2B", class_number: 5 },
      username: "R26003",
    });
    // The account's own name is no password.
    const named = await t.refused(endpoints.activationFinish, { code, password: "r26003ab" });
    expect(named.data).toMatchObject({ fields: [{ field: "password" }] });

    const signedIn = await t.ok(endpoints.activationFinish, {
      code: typed,
      password: "Siuman2026",
      lang: "en-US",
    });
    expect(signedIn.user).toMatchObject({ type: 2, name_en: "CHAN Siu Man", lang: "en-US" });
    // Used up: neither checked nor used again; the password signs in from now on.
    expect((await t.refused(endpoints.activationCheck, { code })).msg).toContain("已經用過");
    expect(
      (await t.refused(endpoints.activationFinish, { code, password: "Other2026x" })).code,
    ).toBe(400);
    const login = await t.request(endpoints.login, {
      username: "R26003",
      password: "Siuman2026",
      type: "student",
    });
    expect(login.code).toBe(200);

    // The class's letters again leave out whoever has activated, unless reissued.
    expect(await letters({ class_name: "2B", expires_on: addDays(today, 7) })).toMatchObject({
      letters: [],
      skipped: 1,
    });
    const again = await letters({ class_name: "2B", expires_on: addDays(today, 7), reissue: true });
    expect(again.letters).toHaveLength(1);
  });

  it("lets only the newest letter work, and none past its day", async () => {
    const first = await letters({ class_name: "4A", expires_on: addDays(today, 1) });
    const second = await letters({ class_name: "4A", expires_on: addDays(today, 1) });
    const old = first.letters[0]!.code;
    const fresh = second.letters[0]!.code;
    expect(
      (await t.refused(endpoints.activationCheck, { code: old }, { address: "10.9.0.1" })).code,
    ).toBe(400);
    expect((await t.ok(endpoints.activationCheck, { code: fresh })).username).toBe("R26001");
    // The end of the chosen day, Hong Kong time.
    t.clock.advance(2 * 86_400_000);
    expect(
      (await t.refused(endpoints.activationCheck, { code: fresh }, { address: "10.9.0.2" })).code,
    ).toBe(400);
  });

  it("refuses a past day, a day more than a year away and a class with nobody, writing nothing", async () => {
    const now = schoolDay(t.clock.now());
    const before = await t.counts();
    for (const [input, field] of [
      [{ class_name: "4A", expires_on: now }, "expires_on"],
      [{ class_name: "4A", expires_on: addDays(now, 400) }, "expires_on"],
      [{ class_name: "9Z", expires_on: addDays(now, 3) }, "class_name"],
      [{ class_name: "4A", expires_on: "2026-02-30x" }, "expires_on"],
    ] as const) {
      const refusal = await t.refused(endpoints.officeActivationLetters, input, { token: office });
      expect(refusal.data, JSON.stringify(input)).toMatchObject({ fields: [{ field }] });
    }
    expect(await t.counts()).toEqual(before);
  });

  it("is the office's own: another school's office gets its own class, never these students", async () => {
    const demoOffice = await t.signIn("staff");
    const demo = await t.ok(
      endpoints.officeActivationLetters,
      { class_name: "4A", expires_on: addDays(schoolDay(t.clock.now()), 3), reissue: true },
      { token: demoOffice },
    );
    expect(demo.school.name_en).not.toBe("Letters Primary School");
    expect(demo.letters.length).toBeGreaterThan(0);
    expect(demo.letters.map((l) => l.username)).not.toContain("R26001");
    // Its codes name its own students only; this school's 4A letters still work.
    const theirs = await t.ok(endpoints.activationCheck, { code: demo.letters[0]!.code });
    expect(theirs.school.name_en).toBe(demo.school.name_en);
    const parent = await t.signIn("parent");
    const refusal = await t.refused(
      endpoints.officeActivationLetters,
      { class_name: "4A", expires_on: addDays(schoolDay(t.clock.now()), 3) },
      { token: parent },
    );
    expect(refusal.code).toBe(403);
  });

  it("counts wrong codes against the address as failed sign-ins", async () => {
    const address = "10.9.9.9";
    let last = 0;
    for (let i = 0; i < 12; i += 1)
      last = (await t.refused(endpoints.activationCheck, { code: "ABCDEFGHJKLM" }, { address }))
        .code;
    expect(last).toBe(429);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(and(eq(users.username, "R26002"), eq(users.passwordHash, ""))),
    ).toHaveLength(1);
  });
});
