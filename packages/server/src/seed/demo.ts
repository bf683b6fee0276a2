import { readFile } from "node:fs/promises";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { schools, users } from "../db/schema";
import { SERVER_FEATURES } from "../features";
import { importRoster } from "../roster/roster-import";
import type { DemoSchool, ServerFeature } from "../server-feature";
import { hashPassword, type PasswordCost } from "../services/passwords";

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = "campus2026";

/** The demo accounts `npm start` prints (issue 2); tests and reviewers sign in with them. */
export const DEMO_ACCOUNTS = [
  {
    role: "parent",
    type: "parent",
    countryCode: "852",
    username: "91234567",
    name: "陳大文 Chan Tai Man",
  },
  { role: "student", type: "student", username: "s2026001", name: "陳小明 Chan Siu Ming" },
  { role: "teacher", type: "teacher", username: "t.wong", name: "黃嘉欣 Wong Ka Yan" },
  { role: "staff", type: "teacher", username: "admin", name: "李志明 Lee Chi Ming" },
  { role: "librarian", type: "teacher", username: "library", name: "周美玲 Chow Mei Ling" },
] as const;

export interface SeedDemoOptions {
  /** The clock the demo records are dated from (loans due in 10 days from now…). */
  now?: Date;
  /** Books in the demo catalogue (default 2,000). */
  books?: number;
  /** The features whose demo data is seeded; `SERVER_FEATURES` by default. */
  features?: readonly ServerFeature[];
  /** The scrypt cost of the accounts' passwords: tests' data only (`TEST_DATA_COST`). */
  passwordCost?: PasswordCost;
}

/**
 * A demo school: its name, and its people as a school hands them over — a staff list and a
 * students' roster with their guardians, spreadsheets in `seed/<folder>/` read by the same
 * import the office uses (issue 36 §3), so that path runs on every first start.
 */
interface DemoSchoolFiles {
  school: { code: string; nameZh: string; nameCn: string; nameEn: string };
  folder: string;
}

/**
 * The demo school: a parent with two children at the school (the elder is the demo student), a
 * second family from Macau, a teacher, the office's staff account, the librarian, and the classes P1 to P6
 * with nine or ten students each, so a teacher adds "4A" and an ECA import matches "4A, 12".
 */
const DEMO_SCHOOL: DemoSchoolFiles = {
  school: {
    code: "DEMO",
    nameZh: "校園示範學校",
    nameCn: "校园示范学校",
    nameEn: "Campus Demo School",
  },
  folder: "demo-school",
};

/**
 * A second school on the same server (issue 36 §5), with its own office, teacher, parent and
 * student and none of the features' demo data: what tenancy is tested against. Its people sign
 * in with the demo password; none of them may see or change anything of the demo school's.
 */
export const NEIGHBOUR_SCHOOL = {
  code: "HARBOUR",
  nameZh: "海濱小學",
  nameCn: "海滨小学",
  nameEn: "Harbour Primary School",
} as const;

/** The neighbour school's accounts (login names are unique across the server). */
export const NEIGHBOUR_ACCOUNTS = {
  parent: { type: "parent", countryCode: "852", username: "93456789" },
  student: { type: "student", username: "h2026001" },
  teacher: { type: "teacher", username: "t.cheung" },
  staff: { type: "teacher", username: "admin.harbour" },
} as const;

/**
 * The demo school and its people, a neighbour school, then each feature's demo data. Every step
 * seeds only what is missing: a fresh database gets everything, a database from an older
 * version gains what is new (a feature added since), and one that has it all is left alone.
 * True when anything was written.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const demo = await seedSchool(db, DEMO_SCHOOL, now, options.passwordCost);
  const neighbour = await seedSchool(
    db,
    { school: NEIGHBOUR_SCHOOL, folder: "neighbour-school" },
    now,
    options.passwordCost,
  );
  let written = demo.wrote || neighbour.wrote;
  const school: DemoSchool = { id: demo.id, people: await peopleOf(db, demo.id) };
  for (const feature of options.features ?? SERVER_FEATURES) {
    if (await feature.seedDemo?.(db, school, { now, books: options.books })) written = true;
  }
  // Fresh statistics, so the planner picks the new rows' indexes from the first request.
  if (written) await db.execute(sql`ANALYZE`);
  return written;
}

/**
 * A demo school, when missing: the school, then its staff list and its roster imported as the
 * office would (refused rows would be a bug in the files: they stop the start), then the demo
 * password for everyone — a real school's people have none until they activate.
 */
async function seedSchool(
  db: Db,
  { school, folder }: DemoSchoolFiles,
  now: Date,
  passwordCost?: PasswordCost,
): Promise<{ id: number; wrote: boolean }> {
  const [known] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.code, school.code));
  if (known) return { id: known.id, wrote: false };
  const [made] = await db.insert(schools).values(school).returning({ id: schools.id });
  const schoolId = made!.id;
  for (const file of ["staff.csv", "students.csv"]) {
    const bytes = await readFile(new URL(`./${folder}/${file}`, import.meta.url));
    const input = {
      schoolId,
      locale: "zh-TW",
      bytes,
      fileName: file,
      full: false,
      importerId: null,
      now,
    } as const;
    const imported = await importRoster(db, input);
    if (imported.importId === null)
      throw new Error(`${folder}/${file}: ${JSON.stringify(imported.problems.slice(0, 3))}`);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.schoolId, schoolId), eq(users.passwordHash, "")));
  return { id: schoolId, wrote: true };
}

/** The school's accounts' ids by login name. */
async function peopleOf(db: Db, schoolId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.schoolId, schoolId));
  return Object.fromEntries(rows.map((u) => [u.username, u.id]));
}
