import { endpoints, HEADERS, OFFICE_ROSTER_TEMPLATE_PATH } from "@campus/contract";
import { and, eq } from "drizzle-orm";
import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schools, users } from "../db/schema";
import { createSession } from "../services/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * The office's roster import through the API (issue 36 §3), as the console uses it on the demo
 * school: the template in the office's language; a CSV checked into a preview (nothing written),
 * previewed again as the whole school, imported; a file with bad rows named cell by cell and
 * refused whole; the history; the latest import undone. Only the office may, and a refused
 * call writes nothing.
 */

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

const HEADER = "學生編號,班別,學號,中文姓名,英文姓名,家長一姓名,家長一關係,家長一手機號碼,備註";

/** A CSV as Excel saves "CSV UTF-8": a byte-order mark, CRLF line ends. */
const csv = (lines: string[], name = "名冊.csv") =>
  new File([new Uint8Array([0xef, 0xbb, 0xbf]), lines.join("\r\n")], name, { type: "text/csv" });

const ROSTER = csv([
  HEADER,
  "s2026001,4A,1,陳小明,Chan Siu Ming Tony,,,,",
  "R27001,1E,31,何家俊,Ho Ka Chun,何太,母親,61234567,新生",
  "R27002,1E,32,何家怡,Ho Ka Yi,何太,母親,61234567,",
]);

const studentNo = (no: string) =>
  t.database.db
    .select({ nameEn: users.nameEn, className: users.className, status: users.status })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    // The demo school's (the neighbour school numbers its students its own way).
    .where(and(eq(users.studentNo, no), eq(users.loginType, "student"), eq(schools.code, "DEMO")));

async function template(token: string | null, lang: string) {
  const headers: Record<string, string> = { [HEADERS.acceptLanguage]: lang };
  if (token) headers[HEADERS.token] = token;
  return t.app.request(OFFICE_ROSTER_TEMPLATE_PATH, { headers });
}

describe("the office imports the school's roster", () => {
  it("downloads the template in its language, with the instructions; nobody else can", async () => {
    const zh = await template(staff, "zh-TW");
    expect(zh.status).toBe(200);
    expect(zh.headers.get("content-disposition")).toContain(
      encodeURIComponent("學生名冊範本.xlsx"),
    );
    const [header] = (await readSheet(Buffer.from(await zh.arrayBuffer()), 1)) as string[][];
    expect(header!.slice(0, 5)).toEqual(["學生編號", "班別", "學號", "中文姓名", "英文姓名"]);
    const en = await template(staff, "en-US");
    const help = (await readSheet(Buffer.from(await en.arrayBuffer()), 2)) as string[][];
    expect(help.flat().join(" ")).toContain(
      "Required: Student number, Class, Class number, Chinese name, and English name.",
    );
    expect((await template(await t.signIn("teacher"), "zh-TW")).status).toBe(404);
    expect((await template(null, "zh-TW")).status).toBe(404);
  });

  it("checks a file into a preview: what it would do, the column it ignores, nothing written", async () => {
    const before = await t.counts();
    const preview = await t.ok(endpoints.officeRosterCheck, { file: ROSTER }, { token: staff });
    expect(preview).toMatchObject({
      file_name: "名冊.csv",
      format: "UTF-8",
      full: false,
      counts: { added: 2, updated: 1, left: 0, unchanged: 0, refused: 0, guardians_added: 1 },
      problems: [],
      extra_columns: ["備註"],
      import_id: null,
    });
    // Only the file was kept (an upload); no person changed.
    expect(await t.counts()).toEqual({ ...before, uploads: Number(before.uploads) + 1 });

    // As the whole school's roster, the demo's other students would be marked left.
    const whole = await t.ok(
      endpoints.officeRosterPreview,
      { upload: preview.upload_id, full: true },
      { token: staff },
    );
    const [{ n }] = (await t.database.db
      .$count(users, and(eq(users.loginType, "student"), eq(users.schoolId, 1)))
      .then((n) => [{ n }])) as [{ n: number }];
    expect(whole.counts).toMatchObject({ added: 2, updated: 1, left: n - 1 });
  });

  it("names each bad cell by row and column, and imports nothing while any row is refused", async () => {
    const bad = await t.ok(
      endpoints.officeRosterCheck,
      {
        file: csv([
          HEADER,
          "R27101,1E,35,張小華,Cheung Siu Wah,張先生,父親,1234,",
          "R27101,1E,36,張小美,Cheung Siu Mei,,,,",
        ]),
      },
      { token: staff, lang: "en-US" },
    );
    expect(bad.counts.refused).toBe(2);
    expect(bad.problems).toEqual([
      {
        row: 2,
        column: "guardian1_phone",
        column_title: "Guardian 1 mobile",
        message: "Phone number format is incorrect",
      },
      {
        row: 3,
        column: "student_no",
        column_title: "Student number",
        message: expect.stringContaining("row 2"),
      },
    ]);
    const before = await t.counts();
    const refusal = await t.refused(
      endpoints.officeRosterImport,
      { upload: bad.upload_id },
      { token: staff, lang: "en-US" },
    );
    expect(refusal).toMatchObject({
      code: 409,
      msg: expect.stringContaining("2 rows were refused"),
    });
    expect(await t.counts()).toEqual(before);
  });

  it("refuses what is not a roster, in the office's language", async () => {
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      "a.csv",
    );
    const asImage = await t.refused(endpoints.officeRosterCheck, { file: png }, { token: staff });
    expect(asImage).toMatchObject({ code: 400 });
    const noHeader = await t.refused(
      endpoints.officeRosterCheck,
      { file: csv(["hello,world", "1,2"]) },
      { token: staff },
    );
    expect(noHeader.msg).toContain("找不到以下必須的欄位");
    const gone = await t.refused(
      endpoints.officeRosterPreview,
      { upload: 999_999 },
      { token: staff },
    );
    expect(gone.code).toBe(404);
  });

  it("imports it, lists it, and undoes only the latest import", async () => {
    const checked = await t.ok(endpoints.officeRosterCheck, { file: ROSTER }, { token: staff });
    const done = await t.ok(
      endpoints.officeRosterImport,
      { upload: checked.upload_id },
      { token: staff },
    );
    expect(done.import_id).toEqual(expect.any(Number));
    expect(await studentNo("R27001")).toEqual([
      { nameEn: "Ho Ka Chun", className: "1E", status: "active" },
    ]);
    expect(await studentNo("s2026001")).toMatchObject([{ nameEn: "Chan Siu Ming Tony" }]);

    // A second import of a changed file: the first is no longer the latest.
    const again = await t.ok(
      endpoints.officeRosterCheck,
      { file: csv([HEADER, "R27003,1E,33,何家明,Ho Ka Ming,何太,母親,61234567,"]) },
      { token: staff },
    );
    const second = await t.ok(
      endpoints.officeRosterImport,
      { upload: again.upload_id },
      { token: staff },
    );
    const history = await t.ok(endpoints.officeRosterImports, {}, { token: staff });
    expect(history.list.map((i) => [i.id, i.undoable, i.counts.added])).toEqual([
      [second.import_id, true, 1],
      [done.import_id, false, 2],
      // The demo school came in by the same import: its roster, after its staff list.
      [expect.any(Number), false, 170],
      [expect.any(Number), false, 3],
    ]);
    expect(history.list[0]!.imported_by).toMatchObject({ name_zh: "李志明" });
    const notLatest = await t.refused(
      endpoints.officeRosterUndo,
      { id: done.import_id! },
      { token: staff },
    );
    expect(notLatest.code).toBe(409);

    await t.ok(endpoints.officeRosterUndo, { id: second.import_id! }, { token: staff });
    const undone = await t.ok(
      endpoints.officeRosterUndo,
      { id: done.import_id! },
      { token: staff },
    );
    expect(undone).toMatchObject({ undoable: false, undone_at: expect.any(String) });
    // What it added is closed, what it changed is as it was.
    expect(await studentNo("R27001")).toMatchObject([{ status: "left" }]);
    expect(await studentNo("s2026001")).toMatchObject([
      { nameEn: "Chan Siu Ming", status: "active" },
    ]);

    // Imported again, the closed students and their guardian are the school's again.
    const third = await t.ok(endpoints.officeRosterCheck, { file: ROSTER }, { token: staff });
    expect(third.counts).toMatchObject({ added: 0, updated: 3, guardians_added: 0 });
    await t.ok(endpoints.officeRosterImport, { upload: third.upload_id }, { token: staff });
    expect(await studentNo("R27002")).toMatchObject([{ status: "active" }]);
    const [mother] = await t.database.db
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.username, "61234567"), eq(users.loginType, "parent")));
    expect(mother).toEqual({ status: "active" });
  });

  it("a student the whole school's roster lacks joins no event and borrows no book", async () => {
    const checked = await t.ok(
      endpoints.officeRosterCheck,
      { file: ROSTER, full: true },
      { token: staff },
    );
    await t.ok(
      endpoints.officeRosterImport,
      { upload: checked.upload_id, full: true },
      { token: staff },
    );
    expect(await studentNo("s2026002")).toMatchObject([{ status: "left" }]);
    // 陳小欣 (1B) left: not among her class's students, refused as an entry, refused a loan.
    const oneB = await t.ok(endpoints.ecaStudents, { class_name: "1B" }, { token: staff });
    expect(oneB.students.map((s) => s.name_zh)).not.toContain("陳小欣");
    const found = await t.ok(endpoints.ecaStudents, { q: "陳小明" }, { token: staff });
    expect(found.students).toHaveLength(1);
    const loan = await t.refused(
      endpoints.deskCheckout,
      { schoolId: 1, bookNo: "B0000001", readerNo: "s2026002" },
      { token: staff },
    );
    expect(loan).toMatchObject({ code: 404, msg: "找不到讀者 s2026002" });
    const undone = await t.ok(endpoints.officeRosterImports, {}, { token: staff });
    await t.ok(endpoints.officeRosterUndo, { id: undone.list[0]!.id }, { token: staff });
    expect(await studentNo("s2026002")).toMatchObject([{ status: "active" }]);
  });

  it("says per class how many guardians have activated their accounts", async () => {
    const checked = await t.ok(
      endpoints.officeRosterCheck,
      {
        file: csv([
          HEADER,
          "R27201,2F,1,梁家明,Leung Ka Ming,梁太,母親,62345678,",
          "R27202,2F,2,梁家欣,Leung Ka Yan,梁太,母親,62345678,",
          "R27203,2F,3,鄭子聰,Cheng Tsz Chung,,,,",
        ]),
      },
      { token: staff },
    );
    await t.ok(endpoints.officeRosterImport, { upload: checked.upload_id }, { token: staff });
    const class2F = async () =>
      (await t.ok(endpoints.officeActivation, {}, { token: staff })).classes.find(
        (c) => c.class_name === "2F",
      );
    expect(await class2F()).toEqual({
      class_name: "2F",
      class_teacher: null,
      students: 3,
      guardians: 1,
      guardians_active: 0,
      students_active: 0,
      students_without_guardian: 1,
    });
    // The mother of two signs in once (by a code): the class has one guardian active.
    const [mother] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, "62345678"), eq(users.loginType, "parent")));
    await createSession(t.database.db, mother!.id, null, t.clock.now());
    expect(await class2F()).toMatchObject({ guardians: 1, guardians_active: 1 });
    const all = await t.ok(endpoints.officeActivation, {}, { token: staff });
    expect(all.total.students).toBe(all.classes.reduce((n, c) => n + c.students, 0));
    // The demo's students have passwords: they count as active.
    expect(all.total.students_active).toBe(all.classes.reduce((n, c) => n + c.students_active, 0));
    expect(all.total.students_active).toBeGreaterThan(0);
    const refused = await t.refused(
      endpoints.officeActivation,
      {},
      {
        token: await t.signIn("teacher"),
      },
    );
    expect(refused.code).toBe(403);
  });

  it("is the office's alone", async () => {
    for (const who of ["teacher", "parent", "student"] as const) {
      const token = await t.signIn(who);
      const before = await t.counts();
      const refusal = await t.refused(endpoints.officeRosterCheck, { file: ROSTER }, { token });
      expect(refusal.code).toBe(403);
      expect(await t.counts()).toEqual(before);
    }
  });
});
