import { endpoints, HEADERS, OFFICE_STAFF_TEMPLATE_PATH } from "@campus/contract";
import { and, eq } from "drizzle-orm";
import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schools, users } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * The staff list through the roster's import (issue 36 §2, §3): teachers and office members
 * from the file a school has, told apart from a roster by its header, matched by sign-in name.
 * The template in the office's language; a preview that writes nothing; bad rows named cell by
 * cell and the whole file refused; the import (no password: the office hands out set-up links),
 * the same file again changing nothing, the whole school's list closing the teachers it lacks
 * but never the office member importing it, and undo.
 */

let t: TestApp;
let office: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

const HEADER = "登入名稱,中文姓名,英文姓名,職務,手機號碼,電郵,科目";

/** A CSV as Excel saves "CSV UTF-8": a byte-order mark, CRLF line ends. */
const csv = (lines: string[], name = "教職員.csv") =>
  new File([new Uint8Array([0xef, 0xbb, 0xbf]), lines.join("\r\n")], name, { type: "text/csv" });

const STAFF = csv([
  HEADER,
  "k.lau,劉家強,Lau Ka Keung,老師,6123 4501,k.lau@school.example,數學",
  "M.Ho,何美儀,Ho Mei Yee,校務處,+853 6612 3456,,",
  // The demo's teacher, with a new mobile.
  "t.wong,王老師,Wong Tai Man,,9876 5432,,中文",
]);

const account = (username: string) =>
  t.database.db
    .select({
      id: users.id,
      roles: users.roles,
      status: users.status,
      passwordHash: users.passwordHash,
      contactCountryCode: users.contactCountryCode,
      contactPhone: users.contactPhone,
      email: users.email,
    })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(eq(users.username, username), eq(users.loginType, "teacher"), eq(schools.code, "DEMO")),
    )
    .then(([row]) => row);

async function template(token: string | null, lang: string) {
  const headers: Record<string, string> = { [HEADERS.acceptLanguage]: lang };
  if (token) headers[HEADERS.token] = token;
  return t.app.request(OFFICE_STAFF_TEMPLATE_PATH, { headers });
}

describe("the office imports its staff list", () => {
  it("downloads the staff template in its language, with the instructions; nobody else can", async () => {
    const zh = await template(office, "zh-TW");
    expect(zh.status).toBe(200);
    expect(zh.headers.get("content-disposition")).toContain(
      encodeURIComponent("教職員名單範本.xlsx"),
    );
    const [header] = (await readSheet(Buffer.from(await zh.arrayBuffer()), 1)) as string[][];
    expect(header).toEqual(["登入名稱", "中文姓名", "英文姓名", "職務", "手機號碼", "電郵"]);
    const en = await template(office, "en-US");
    const help = (await readSheet(Buffer.from(await en.arrayBuffer()), 2)) as string[][];
    expect(help.flat().join(" ")).toContain(
      "Required: Sign-in name, Chinese name, English name, and Mobile number.",
    );
    expect(help.flat().join(" ")).toContain("Role: Teacher, Office, and Librarian");
    expect((await template(await t.signIn("teacher"), "zh-TW")).status).toBe(404);
    expect((await template(null, "zh-TW")).status).toBe(404);
  });

  it("tells a staff list by its header and previews it: who is added, who updated, nothing written", async () => {
    const before = await t.counts();
    const preview = await t.ok(endpoints.officeRosterCheck, { file: STAFF }, { token: office });
    expect(preview).toMatchObject({
      people: "staff",
      format: "UTF-8",
      counts: { added: 2, updated: 1, left: 0, unchanged: 0, refused: 0, guardians_added: 0 },
      problems: [],
      extra_columns: ["科目"],
      import_id: null,
    });
    expect(await t.counts()).toEqual({ ...before, uploads: Number(before.uploads) + 1 });
  });

  it("names each bad cell, and imports nothing while any row is refused", async () => {
    const bad = await t.ok(
      endpoints.officeRosterCheck,
      {
        file: csv([
          "Sign-in name,Chinese name,English name,Role,Mobile number",
          "k.lau,劉家強,Lau Ka Keung,Principal,6123 4501",
          "k.lau,劉家強,Lau Ka Keung,,6123 4502",
          "x,某某,Someone,,1234",
          // Another school's teacher's sign-in name.
          "t.cheung,張老師,Cheung,,6123 4503",
          // The office member importing, made a plain teacher by their own file.
          "admin,李志明,Lee Chi Ming,Teacher,6123 4504",
        ]),
      },
      { token: office, lang: "en-US" },
    );
    expect(bad.people).toBe("staff");
    expect(bad.counts.refused).toBe(5);
    expect(bad.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [2, "role", "Write: Teacher, Office, Librarian"],
      [3, "username", "Same sign-in name as row 2"],
      [4, "username", expect.stringContaining("3 to 40 lower-case letters")],
      [4, "phone", "Phone number format is incorrect"],
      [5, "username", "This sign-in name is already another school's account"],
      [6, "role", "You cannot take the office's role from your own account by a file"],
    ]);
    expect(bad.problems[0]!.column_title).toBe("Role");
    const before = await t.counts();
    await t.refused(endpoints.officeRosterImport, { upload: bad.upload_id }, { token: office });
    expect(await t.counts()).toEqual(before);
  });

  it("imports: accounts without passwords, roles as said, a set-up link each; again changes nothing", async () => {
    const checked = await t.ok(endpoints.officeRosterCheck, { file: STAFF }, { token: office });
    const done = await t.ok(
      endpoints.officeRosterImport,
      { upload: checked.upload_id },
      { token: office },
    );
    expect(done.counts).toMatchObject({ added: 2, updated: 1, refused: 0 });
    expect(await account("k.lau")).toMatchObject({
      roles: ["teacher"],
      status: "active",
      passwordHash: "",
      contactCountryCode: "852",
      contactPhone: "61234501",
      email: "k.lau@school.example",
    });
    expect(await account("m.ho")).toMatchObject({
      roles: ["teacher", "staff"],
      contactCountryCode: "853",
      contactPhone: "66123456",
    });
    expect(await account("t.wong")).toMatchObject({ roles: ["teacher"], contactPhone: "98765432" });

    // A new teacher starts from the office's set-up link, as one added by hand does.
    const link = await t.ok(
      endpoints.officeStaffLink,
      { id: (await account("k.lau"))!.id },
      { token: office },
    );
    expect(link.phone_hint).toBe("+852 •••• 4501");

    const history = await t.ok(endpoints.officeRosterImports, {}, { token: office });
    expect(history.list[0]).toMatchObject({
      kind: "staff",
      file_name: "教職員.csv",
      undoable: true,
    });
    const audit = await t.ok(endpoints.officeAudit, { kind: "roster.import" }, { token: office });
    expect(audit.list[0]).toMatchObject({ subject: "教職員.csv" });

    const again = await t.ok(endpoints.officeRosterCheck, { file: STAFF }, { token: office });
    expect(again.counts).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
  });

  it("as the whole school's list, closes the teachers it lacks — never the office's members — and undo reopens them", async () => {
    const whole = await t.ok(
      endpoints.officeRosterCheck,
      {
        file: csv([
          HEADER,
          "k.lau,劉家強,Lau Ka Keung,老師,6123 4501,,",
          "library,周美玲,Chow Mei Ling,圖書館主任,9876 5411,,",
        ]),
        full: true,
      },
      { token: office },
    );
    // t.wong leaves; m.ho and admin (who imports), the office's, stay though the file lacks them.
    expect(whole.counts).toMatchObject({ unchanged: 2, left: 1 });
    const done = await t.ok(
      endpoints.officeRosterImport,
      { upload: whole.upload_id, full: true },
      { token: office },
    );
    expect((await account("t.wong"))!.status).toBe("left");
    expect((await account("m.ho"))!.status).toBe("active");
    expect((await account("admin"))!.status).toBe("active");
    expect(await account("library")).toMatchObject({
      status: "active",
      roles: ["teacher", "librarian"],
    });
    await t.ok(endpoints.officeRosterUndo, { id: done.import_id! }, { token: office });
    expect((await account("t.wong"))!.status).toBe("active");
  });
});
