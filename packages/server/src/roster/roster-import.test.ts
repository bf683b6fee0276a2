import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endpoints } from "@campus/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardianships, rosterImports, schools, users } from "../db/schema";
import { createSession, findSession } from "../services/sessions";
import { tableFingerprint } from "../testing/table-fingerprint";
import { adminOn } from "../testing/run-admin";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * A real school's roster through `npm run admin -- import` (issue 36 §3) on the real database:
 * a Big5 CSV as Excel saves it, previewed and imported; the same file again changes nothing;
 * a whole-school roster moves one student, adds one and marks the one it lacks as left; bad rows
 * are each named and nothing is written.
 */

let t: TestApp;
let schoolId: number;
const folder = mkdtempSync(join(tmpdir(), "roster-"));
const fixture = join(import.meta.dirname, "fixtures", "roster-big5.csv");

beforeAll(async () => {
  t = await createTestApp();
  const created = await admin(
    "create-school",
    ...["--code", "RSTR", "--name-zh", "羅斯特小學", "--name-en", "Roster Primary School"],
    ...["--region", "hk", "--office-phone", "852-61230000"],
  );
  expect(created.code, created.err).toBe(0);
  [{ id: schoolId }] = (await t.database.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.code, "RSTR"))) as [{ id: number }];
});
afterAll(async () => {
  await t.close();
});

const admin = (...argv: string[]) => adminOn(t)(...argv);

/** A UTF-8 CSV file (as a text editor saves it) in the test's folder. */
function csv(name: string, lines: string[]) {
  const path = join(folder, name);
  writeFileSync(path, lines.join("\r\n"));
  return path;
}

const HEADER =
  "Student number,Class,Class number,Chinese name,English name,Guardian 1 name,Guardian 1 mobile";

const studentsOf = () =>
  t.database.db
    .select({
      id: users.id,
      studentNo: users.studentNo,
      className: users.className,
      classNumber: users.classNumber,
      nameZh: users.nameZh,
      gender: users.gender,
      birthDate: users.birthDate,
      status: users.status,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.loginType, "student")))
    .orderBy(asc(users.studentNo));

describe("a school's roster, imported from the file it has", () => {
  it("previews a Big5 CSV: what it would add, the column it does not read, nothing written", async () => {
    const before = await tableFingerprint(t.database.db);
    const run = await admin("import", "--school", "rstr", fixture, "--dry-run");
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain("(Big5)");
    expect(run.out).toContain(
      "added 3, updated 0, left 0, unchanged 0, refused 0; guardian accounts added 3.",
    );
    expect(run.out).toContain("Columns not read: 備註.");
    expect(await tableFingerprint(t.database.db)).toEqual(before);
  });

  it("imports it: students in their classes, one account per guardian's mobile, no passwords", async () => {
    const run = await admin("import", "--school", "RSTR", fixture);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/^Imported .* added 3, updated 0, left 0, unchanged 0, refused 0;/);
    const students = await studentsOf();
    expect(students.map((s) => [s.studentNo, s.className, s.classNumber, s.nameZh])).toEqual([
      ["R26001", "4A", 1, "陳大文"],
      ["R26002", "4A", 2, "李嘉欣"],
      ["R26003", "2B", 5, "陳小文"],
    ]);
    expect(students[0]).toMatchObject({ gender: "M", birthDate: "2016-03-04", status: "active" });
    // Nobody has a password: each activates by a code (issue 36 §4).
    expect(students.every((s) => s.passwordHash === "")).toBe(true);

    const links = await t.database.db
      .select({
        student: users.studentNo,
        parent: sql<string>`p.country_code || ' ' || p.username`,
        relation: guardianships.relation,
      })
      .from(guardianships)
      .innerJoin(users, eq(users.id, guardianships.studentId))
      .innerJoin(sql`users p`, sql`p.id = ${guardianships.parentId}`)
      .where(eq(users.schoolId, schoolId))
      .orderBy(asc(users.studentNo), asc(guardianships.sort));
    // The mother of two is one account; the Macau number keeps its region.
    expect(links).toEqual([
      { student: "R26001", parent: "852 61234001", relation: "mother" },
      { student: "R26001", parent: "852 61234002", relation: "father" },
      { student: "R26002", parent: "853 66123456", relation: "mother" },
      { student: "R26003", parent: "852 61234001", relation: "mother" },
    ]);
    const signIn = await t.call(endpoints.login.path, {
      json: { type: "parent", countryCode: "852", username: "61234001", password: "any-password1" },
    });
    expect(signIn.body.code).toBe(400);
  });

  it("changes nothing when the same file comes again", async () => {
    const before = await tableFingerprint(t.database.db);
    const run = await admin("import", "--school", "RSTR", fixture);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain("added 0, updated 0, left 0, unchanged 3, refused 0;");
    const after = await tableFingerprint(t.database.db);
    // Only the import's own history row, and the audit log's line saying it ran.
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([
      "audit_log",
      "roster_imports",
    ]);
  });

  it("a whole school's roster: a student moved, one added, the one it lacks left and signed out", async () => {
    const [leaver] = (await studentsOf()).filter((s) => s.studentNo === "R26003");
    const { token } = await createSession(t.database.db, leaver!.id, null, t.clock.now());
    const path = csv("full.csv", [
      HEADER,
      "R26001,4b,3,陳大文,CHAN Tai Man,陳美玲,61234001",
      "R26002,4A,2,李嘉欣,LEE Ka Yan,李淑儀,+853 6612 3456",
      "R26004,1C,7,何家明,HO Ka Ming,何太,6123 4009",
    ]);
    const dry = await admin("import", "--school", "RSTR", path, "--full", "--dry-run");
    expect(dry.out).toContain("added 1, updated 1, left 1, unchanged 1, refused 0;");
    const run = await admin("import", "--school", "RSTR", path, "--full");
    expect(run.code, run.err).toBe(0);
    const students = await studentsOf();
    expect(students.map((s) => [s.studentNo, s.className, s.classNumber, s.status])).toEqual([
      ["R26001", "4B", 3, "active"],
      ["R26002", "4A", 2, "active"],
      ["R26003", "2B", 5, "left"],
      ["R26004", "1C", 7, "active"],
    ]);
    // Moved, not re-made: the blank gender and birth date kept what the school had.
    expect(students[0]).toMatchObject({ gender: "M", birthDate: "2016-03-04" });
    expect(await findSession(t.database.db, token, t.clock.now())).toBeNull();
    const history = await t.database.db
      .select({ full: rosterImports.full, counts: rosterImports.counts })
      .from(rosterImports)
      .where(eq(rosterImports.schoolId, schoolId));
    expect(history).toHaveLength(3);
    expect(history.at(-1)).toMatchObject({ full: true, counts: { added: 1, updated: 1, left: 1 } });
  });

  it("names every refused row, its column and why, and writes nothing", async () => {
    const before = await tableFingerprint(t.database.db);
    const path = csv("bad.csv", [
      `${HEADER},Date of birth`,
      "R27001,3A,1,張三,CHEUNG Sam,張太,6123 5001,2017/02/30",
      "R27001,3A,2,李四,LEE Sze,李太,6123 5002,",
      "R27003,3A,x,王五,WONG Ng,王太,1234,",
      "R27004,3A,4,,CHAN Luk,陳太,91234567,",
      "R27/5,3A,5,趙七,CHIU Chat,,,",
      "R26002,4B,3,李嘉欣,LEE Ka Yan,李淑儀,+853 6612 3456,",
    ]);
    const run = await admin("import", "--school", "RSTR", path);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/^Nothing imported .* refused 6;/);
    expect(run.err.split("\n")).toEqual([
      "  row 2, Date of birth: Write the date as YYYY/MM/DD",
      "  row 3, Student number: Same student number as row 2",
      "  row 4, Class number: A class number is a whole number from 1 to 99",
      "  row 4, Guardian 1 mobile: Phone number format is incorrect",
      "  row 5, Chinese name: Please fill in this item",
      // The demo school's parent: another school's account.
      "  row 5, Guardian 1 mobile: This mobile number is already another school's account",
      "  row 6, Student number: A student number has only letters, digits and hyphens",
      "  row 7, Class number: 4B number 3 is already student R26001",
    ]);
    expect(await tableFingerprint(t.database.db)).toEqual(before);
  });

  it("imports a staff list the same way: teachers with no password, the office never left", async () => {
    // Headers in Simplified Chinese, a mainland school's export: any of the three languages.
    const path = csv("staff.csv", [
      "登录名,中文姓名,英文姓名,职务,手机号码",
      "r.chan,陳老師,Chan Ka Man,老师,6123 6001",
      "r.lee,李主任,Lee Wai Kit,校务处,6123 6002",
    ]);
    const dry = await admin("import", "--school", "RSTR", path, "--dry-run");
    expect(dry.out).toContain("added 2, updated 0, left 0, unchanged 0, refused 0 (a staff list).");
    const run = await admin("import", "--school", "RSTR", path, "--full");
    expect(run.code, run.err).toBe(0);
    const staff = await t.database.db
      .select({
        username: users.username,
        roles: users.roles,
        status: users.status,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.loginType, "teacher")))
      .orderBy(asc(users.username));
    // The office's first account (create-school's) is not in the list, and stays.
    expect(staff).toEqual([
      { username: "office.rstr", roles: ["teacher", "staff"], status: "active", passwordHash: "" },
      { username: "r.chan", roles: ["teacher"], status: "active", passwordHash: "" },
      { username: "r.lee", roles: ["teacher", "staff"], status: "active", passwordHash: "" },
    ]);
    const again = await admin("import", "--school", "RSTR", path, "--full", "--dry-run");
    expect(again.out).toContain("added 0, updated 0, left 0, unchanged 2, refused 0");
  });

  it("refuses a file that is no roster, saying why", async () => {
    const pdf = join(folder, "roster.csv");
    writeFileSync(
      pdf,
      readFileSync(join(import.meta.dirname, "..", "..", "..", "..", "package.json")),
    );
    const notRoster = await admin("import", "--school", "RSTR", pdf);
    expect(notRoster.err).toContain("Nothing imported: These required columns were not found:");
    writeFileSync(pdf, Buffer.from("%PDF-1.7\n1 0 obj\n"));
    expect((await admin("import", "--school", "RSTR", pdf)).err).toBe(
      "Nothing imported: This is not a spreadsheet: upload an Excel file (.xlsx), a CSV file or a OneRoster bundle (.zip).",
    );
    writeFileSync(pdf, Buffer.alloc(6 * 1024 * 1024, "a"));
    expect((await admin("import", "--school", "RSTR", pdf)).err).toBe(
      "Nothing imported: The file is larger than 5 MB: split it into smaller files.",
    );
    expect((await admin("import", "--school", "NOPE", fixture)).code).toBe(1);
  });
});
