import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { guardianships, schools, users } from "../db/schema";
import { books } from "../library/schema";
import { hashPassword } from "../services/passwords";
import { seedLibrary } from "../library/seed/seed-library";

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

/** Students of other classes: the library's other readers (reservations ahead, reviews, likes). */
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
}

/**
 * The demo school and its people: a parent with two children at the school (the elder is the
 * demo student), a second family, a teacher, the office's staff account and a few more
 * students; then its library (catalogue and records). Written once; a database that already
 * has the demo school keeps it, and only gains the library if it was made before there was one.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<boolean> {
  const existing = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.code, "DEMO"));
  if (existing.length > 0) return addLibraryToOldDemo(db, existing[0]!.id, options);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [school] = await tx
      .insert(schools)
      .values({
        code: "DEMO",
        nameZh: "校園示範學校",
        nameCn: "校园示范学校",
        nameEn: "Campus Demo School",
      })
      .returning();
    const schoolId = school!.id;
    const student = studentOf(schoolId, passwordHash);
    const inserted = await tx
      .insert(users)
      .values([
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
        ...OTHER_STUDENTS.map(([username, zh, en, className]) =>
          student(username, zh, en, className),
        ),
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
      ])
      .returning({ id: users.id, username: users.username });
    const id = (username: string) => inserted.find((u) => u.username === username)!.id;
    await tx.insert(guardianships).values([
      { parentId: id("91234567"), studentId: id("s2026001"), sort: 0 },
      { parentId: id("91234567"), studentId: id("s2026002"), sort: 1 },
      { parentId: id("61234567"), studentId: id("s2026003"), sort: 0 },
    ]);
    const readers = Object.fromEntries(inserted.map((u) => [u.username, u.id]));
    await seedLibrary(tx, schoolId, readers, {
      now: options.now ?? new Date(),
      books: options.books,
    });
  });
  // Fresh statistics, so the planner picks the catalogue's indexes from the first request.
  await db.execute(sql`ANALYZE`);
  return true;
}

/**
 * A demo database from before the library (its school has no books): its library and the
 * other readers the library's records need are added, everything else is left as it was.
 */
async function addLibraryToOldDemo(db: Db, schoolId: number, options: SeedDemoOptions) {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(books)
    .where(eq(books.schoolId, schoolId))) as [{ n: number }];
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const known = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.schoolId, schoolId));
    const missing = OTHER_STUDENTS.filter(
      ([username]) => !known.some((u) => u.username === username),
    );
    if (missing.length > 0) {
      const student = studentOf(schoolId, passwordHash);
      await tx
        .insert(users)
        .values(
          missing.map(([username, zh, en, className]) => student(username, zh, en, className)),
        );
    }
    const everyone = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.schoolId, schoolId));
    const readers = Object.fromEntries(everyone.map((u) => [u.username, u.id]));
    await seedLibrary(tx, schoolId, readers, {
      now: options.now ?? new Date(),
      books: options.books,
    });
  });
  await db.execute(sql`ANALYZE`);
  return true;
}
