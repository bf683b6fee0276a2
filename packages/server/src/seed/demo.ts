import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { guardianships, schools, users } from "../db/schema";
import type { Executor } from "../db/sql";
import { SERVER_FEATURES } from "../features";
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
] as const;

/** A student account of the demo school; the student number is the login name without "s". */
function studentOf(schoolId: number, passwordHash: string) {
  return (username: string, zh: string, en: string, className: string) => ({
    schoolId,
    loginType: "student" as const,
    username,
    roles: ["student"],
    nameZh: zh,
    nameEn: en,
    className,
    studentNo: username.slice(1),
    passwordHash,
  });
}

/** Students of other classes: other readers in the demo records (reservations ahead, reviews, likes). */
const OTHER_STUDENTS = [
  ["s2026004", "何家俊", "Ho Ka Chun", "5B"],
  ["s2026005", "張曉晴", "Cheung Hiu Ching", "3A"],
  ["s2026006", "王子浩", "Wong Tsz Ho", "2C"],
  ["s2026007", "李思雅", "Lee Sze Nga", "6A"],
  ["s2026008", "劉天宇", "Lau Tin Yu", "4B"],
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

type NewUser = typeof users.$inferInsert;

/** The demo accounts, in the order their ids are given on a fresh database. */
function demoPeople(schoolId: number, passwordHash: string): NewUser[] {
  const student = studentOf(schoolId, passwordHash);
  return [
    {
      schoolId,
      loginType: "parent",
      countryCode: "852",
      username: "91234567",
      roles: ["parent"],
      nameZh: "陳大文",
      nameEn: "Chan Tai Man",
      passwordHash,
    },
    student("s2026001", "陳小明", "Chan Siu Ming", "4A"),
    student("s2026002", "陳小欣", "Chan Siu Yan", "1B"),
    {
      schoolId,
      loginType: "parent",
      countryCode: "853",
      username: "61234567",
      roles: ["parent"],
      nameZh: "林美玲",
      nameEn: "Lam Mei Ling",
      passwordHash,
    },
    student("s2026003", "林子軒", "Lam Tsz Hin", "6C"),
    ...OTHER_STUDENTS.map(([username, zh, en, className]) => student(username, zh, en, className)),
    {
      schoolId,
      loginType: "teacher",
      username: "t.wong",
      roles: ["teacher"],
      nameZh: "黃嘉欣",
      nameEn: "Wong Ka Yan",
      passwordHash,
    },
    {
      schoolId,
      loginType: "teacher",
      username: "admin",
      roles: ["teacher", "staff"],
      nameZh: "李志明",
      nameEn: "Lee Chi Ming",
      passwordHash,
    },
  ];
}

const FAMILIES: [parent: string, child: string, sort: number][] = [
  ["91234567", "s2026001", 0],
  ["91234567", "s2026002", 1],
  ["61234567", "s2026003", 0],
];

/**
 * The demo school and its people (a parent with two children at the school — the elder is the
 * demo student —, a second family, a teacher, the office's staff account and a few more
 * students), then each feature's demo data. Every step seeds only what is missing: a fresh
 * database gets everything, a database from an older version gains what is new (a feature
 * added since), and one that has it all is left alone. True when anything was written.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const { school, wrote } = await seedDemoSchool(db, options.passwordCost);
  let written = wrote;
  if (await seedNeighbourSchool(db, options.passwordCost)) written = true;
  for (const feature of options.features ?? SERVER_FEATURES) {
    if (await feature.seedDemo?.(db, school, { now, books: options.books })) written = true;
  }
  // Fresh statistics, so the planner picks the new rows' indexes from the first request.
  if (written) await db.execute(sql`ANALYZE`);
  return written;
}

/** The school, the accounts and the families that are missing, in one transaction. */
async function seedDemoSchool(
  db: Db,
  passwordCost?: PasswordCost,
): Promise<{ school: DemoSchool; wrote: boolean }> {
  const [known] = await db.select({ id: schools.id }).from(schools).where(eq(schools.code, "DEMO"));
  if (known) {
    const people = await peopleOf(db, known.id);
    const missing = demoPeople(known.id, "").filter((p) => !(p.username in people));
    // The usual start: everyone is there, and no password is hashed for nothing.
    if (missing.length === 0) return { school: { id: known.id, people }, wrote: false };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  return db.transaction(async (tx) => {
    let wrote = false;
    let schoolId = known?.id;
    if (!schoolId) {
      const [school] = await tx
        .insert(schools)
        .values({
          code: "DEMO",
          nameZh: "校園示範學校",
          nameCn: "校园示范学校",
          nameEn: "Campus Demo School",
        })
        .returning();
      schoolId = school!.id;
      wrote = true;
    }
    const before = await peopleOf(tx, schoolId);
    const missing = demoPeople(schoolId, passwordHash).filter((p) => !(p.username in before));
    if (missing.length > 0) {
      await tx.insert(users).values(missing);
      wrote = true;
    }
    const people = await peopleOf(tx, schoolId);
    const links = await tx
      .insert(guardianships)
      .values(
        FAMILIES.map(([parent, child, sort]) => ({
          parentId: people[parent]!,
          studentId: people[child]!,
          sort,
        })),
      )
      .onConflictDoNothing()
      .returning();
    if (links.length > 0) wrote = true;
    return { school: { id: schoolId, people }, wrote };
  });
}

/** The school's accounts' ids by login name. */
async function peopleOf(db: Executor, schoolId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.schoolId, schoolId));
  return Object.fromEntries(rows.map((u) => [u.username, u.id]));
}

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

function neighbourPeople(schoolId: number, passwordHash: string): NewUser[] {
  const common = { schoolId, passwordHash };
  return [
    {
      ...common,
      loginType: "parent",
      countryCode: "852",
      username: NEIGHBOUR_ACCOUNTS.parent.username,
      roles: ["parent"],
      nameZh: "何美華",
      nameEn: "Ho Mei Wah",
    },
    {
      ...studentOf(schoolId, passwordHash)(
        NEIGHBOUR_ACCOUNTS.student.username,
        "何子朗",
        "Ho Tsz Long",
        "3B",
      ),
      classNumber: 7,
    },
    {
      ...common,
      loginType: "teacher",
      username: NEIGHBOUR_ACCOUNTS.teacher.username,
      roles: ["teacher"],
      nameZh: "張穎欣",
      nameEn: "Cheung Wing Yan",
    },
    {
      ...common,
      loginType: "teacher",
      username: NEIGHBOUR_ACCOUNTS.staff.username,
      roles: ["teacher", "staff"],
      nameZh: "周家明",
      nameEn: "Chau Ka Ming",
    },
  ];
}

/** The neighbour school and its people, when missing. True when anything was written. */
async function seedNeighbourSchool(db: Db, passwordCost?: PasswordCost): Promise<boolean> {
  const [known] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.code, NEIGHBOUR_SCHOOL.code));
  if (known) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  return db.transaction(async (tx) => {
    const [school] = await tx.insert(schools).values(NEIGHBOUR_SCHOOL).returning();
    await tx.insert(users).values(neighbourPeople(school!.id, passwordHash));
    const people = await peopleOf(tx, school!.id);
    await tx.insert(guardianships).values({
      parentId: people[NEIGHBOUR_ACCOUNTS.parent.username]!,
      studentId: people[NEIGHBOUR_ACCOUNTS.student.username]!,
      relation: "mother",
    });
    return true;
  });
}
