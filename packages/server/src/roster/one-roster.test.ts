import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endpoints } from "@campus/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createSession } from "../services/sessions";
import { adminOn, schoolFromRoster } from "../testing/run-admin";
import { createTestApp, type TestApp } from "../testing/test-app";
import { oneRosterZip } from "./fixtures/one-roster";
import { readOneRoster } from "./one-roster";
import { RosterFileProblem } from "./roster-check";

/*
 * A OneRoster CSV bundle (issue 36 §3) read as the school's spreadsheet, and imported by the
 * same code: the Big5 roster's school, then the same school from its SIS's bundle — nothing
 * changes; a new student is added; a full bundle without a student marks them left.
 */

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof RosterFileProblem) return { id: error.id, values: error.values };
    throw error;
  }
  throw new Error("no problem");
};

describe("a OneRoster bundle read as the school's roster", () => {
  it("gives each student's row at their line of users.csv, with class, number, names and guardians", () => {
    const { cells, format } = readOneRoster(oneRosterZip());
    expect(format).toBe("OneRoster 1.1");
    expect(cells[0]!.slice(0, 5)).toEqual([
      "Student number",
      "Class",
      "Class number",
      "Chinese name",
      "English name",
    ]);
    // users.csv line 2: the first student, in the homeroom (not the mathematics class).
    expect(cells[1]).toEqual([
      "R26001",
      "4A",
      "1",
      "陳大文",
      "CHAN Tai Man",
      "M",
      "2016/03/04",
      "陳美玲",
      "Mother",
      "+85261234001",
      "",
      "陳志強",
      "Father",
      "+85261234002",
      "",
    ]);
    expect(cells[3]!.slice(0, 5)).toEqual(["R26003", "2B", "5", "陳小文", "CHAN Siu Man"]);
    // Guardians and the teacher are no rows of their own.
    expect(cells.slice(4).every((row) => row.length === 0)).toBe(true);
  });

  it("gives its teachers as a staff list, each at their line of users.csv", () => {
    const { staff } = readOneRoster(oneRosterZip());
    expect(staff![0]).toEqual([
      "Sign-in name",
      "Chinese name",
      "English name",
      "Role",
      "Mobile number",
      "Email",
    ]);
    // users.csv line 8: the teacher signs in as the e-mail address's name; no role is said.
    expect(staff![7]).toEqual(["t.ho", "何家豪", "HO Ka Ho", "", "+85291234567", ""]);
    expect(staff!.slice(1, 7).every((row) => row.length === 0)).toBe(true);
    const students = oneRosterZip({ teachers: false });
    expect(readOneRoster(students).staff).toBeNull();
  });

  it("is the bundle committed for the journeys (fixtures/oneroster-1.1.zip), byte for byte", () => {
    const committed = readFileSync(join(import.meta.dirname, "fixtures", "oneroster-1.1.zip"));
    expect(Buffer.from(oneRosterZip()).equals(committed)).toBe(true);
  });

  it("reads 1.2's roles from roles.csv", () => {
    const { cells, format } = readOneRoster(oneRosterZip({ version: "1.2" }));
    expect(format).toBe("OneRoster 1.2");
    expect(cells.filter((row) => row.length > 0).map((row) => row[0])).toEqual([
      "Student number",
      "R26001",
      "R26002",
      "R26003",
    ]);
  });

  it("refuses a zip without a manifest, and a bundle without users.csv", () => {
    expect(problemOf(() => readOneRoster(oneRosterZip({ without: "manifest.csv" })))).toEqual({
      id: "roster.error.oneRosterManifest",
      values: {},
    });
    expect(problemOf(() => readOneRoster(oneRosterZip({ without: "users.csv" })))).toMatchObject({
      id: "roster.error.oneRosterFile",
      values: { file: "users.csv" },
    });
  });

  it("refuses a bundle whose enrollments name a user or a class it lacks, by the line", () => {
    // enrollments.csv: the header, the fixture's five enrollments, then this one (line 7).
    const unknownUser = oneRosterZip({ enrolled: [["u404", "c4a"]] });
    expect(problemOf(() => readOneRoster(unknownUser))).toEqual({
      id: "roster.error.oneRosterReference",
      values: { line: "7", id: "u404", file: "users.csv" },
    });
    const unknownClass = oneRosterZip({ enrolled: [["u1", "c9z"]] });
    expect(problemOf(() => readOneRoster(unknownClass))).toEqual({
      id: "roster.error.oneRosterReference",
      values: { line: "7", id: "c9z", file: "classes.csv" },
    });
  });
});

describe("a school imports its SIS's OneRoster bundle", () => {
  let t: TestApp;
  let dir: string;
  const file = (name: string, bytes: Uint8Array) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), "campus-one-roster-"));
    await schoolFromRoster(t, { code: "ONER", nameZh: "一冊小學", nameEn: "One Roster Primary" });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it("matches the students the Big5 file made: the same bundle changes nothing but adds its teacher", async () => {
    const admin = adminOn(t);
    const same = await admin("import", "--school", "ONER", file("same.zip", oneRosterZip()));
    expect(same.err).toBe("");
    expect(same.out).toContain("OneRoster 1.1");
    expect(same.out).toContain("added 0, updated 0, left 0, unchanged 3, refused 0");
    expect(same.out).toContain("Its teachers: added 1, updated 0, left 0, unchanged 0, refused 0.");
    const [teacher] = await t.database.db.select().from(users).where(eq(users.username, "t.ho"));
    expect(teacher).toMatchObject({
      loginType: "teacher",
      roles: ["teacher"],
      nameZh: "何家豪",
      contactCountryCode: "852",
      contactPhone: "91234567",
      passwordHash: "",
    });
    const again = await admin("import", "--school", "ONER", file("again.zip", oneRosterZip()));
    expect(again.out).toContain(
      "Its teachers: added 0, updated 0, left 0, unchanged 1, refused 0.",
    );
  });

  it("keeps a known teacher's mobile when the bundle has none, and refuses a new one without", async () => {
    const admin = adminOn(t);
    const noPhone = (id: string, username: string) => [
      id,
      "teacher",
      username,
      "Mei",
      "YIP",
      "",
      "",
      "",
      "",
      "葉美",
      "",
    ];
    const known = await admin(
      "import",
      ...[
        "--school",
        "ONER",
        file("known.zip", oneRosterZip({ more: [noPhone("t1", "t.ho")], teachers: false })),
        "--dry-run",
      ],
    );
    expect(known.out).toContain(
      "Its teachers: added 0, updated 1, left 0, unchanged 0, refused 0.",
    );
    const before = await t.counts();
    const fresh = await admin(
      "import",
      ...["--school", "ONER", file("new.zip", oneRosterZip({ more: [noPhone("t2", "t.yip")] }))],
    );
    expect(fresh.code).not.toBe(0);
    expect(fresh.out).toContain("Nothing imported");
    expect(fresh.err).toMatch(/row 9, Mobile number: Please fill in/);
    expect(await t.counts()).toEqual(before);
  });

  it("adds a new student with the bundle; a whole school's bundle without one marks them left", async () => {
    const admin = adminOn(t);
    const newcomer = ["u9", "student", "s9", "Ka Lok", "WONG", "R26009", "", "", "6", "黃嘉樂", ""];
    const added = await admin(
      "import",
      ...["--school", "ONER", file("more.zip", oneRosterZip({ more: [newcomer] }))],
    );
    expect(added.out).toContain("added 1, updated 0, left 0, unchanged 3, refused 0");
    const full = await admin(
      "import",
      ...["--school", "ONER", "--full", file("full.zip", oneRosterZip()), "--dry-run"],
    );
    expect(full.out).toContain("added 0, updated 0, left 1, unchanged 3, refused 0");
  });

  it("takes the bundle through the office's upload too: its preview names the format", async () => {
    const [office] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, "office.oner"));
    const { token } = await createSession(t.database.db, office!.id, null, t.clock.now());
    const file = new File([oneRosterZip({ version: "1.2" })], "oneroster.zip");
    const preview = await t.ok(endpoints.officeRosterCheck, { file }, { token });
    expect(preview).toMatchObject({
      format: "OneRoster 1.2",
      counts: { added: 0, updated: 0, refused: 0 },
      staff_counts: { added: 0, updated: 0, unchanged: 1, refused: 0 },
      problems: [],
      extra_columns: [],
    });
    const bad = new File([oneRosterZip({ without: "manifest.csv" })], "oneroster.zip");
    const refusal = await t.refused(endpoints.officeRosterCheck, { file: bad }, { token });
    expect(refusal.msg).toContain("manifest.csv");
  });

  it("refuses a zip without a manifest, writing nothing", async () => {
    const admin = adminOn(t);
    const before = await t.counts();
    const refused = await admin(
      "import",
      ...["--school", "ONER", file("bad.zip", oneRosterZip({ without: "manifest.csv" }))],
    );
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain("manifest.csv");
    expect(await t.counts()).toEqual(before);
  });
});
