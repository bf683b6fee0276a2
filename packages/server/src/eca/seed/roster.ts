import { and, asc, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Executor } from "../../db/sql";
import { createRandom } from "../../seed/prng";

/*
 * The demo school's roster for the ECA tracker: three classes a grade, P1 to P6, each with a
 * class register (4A 12), so a teacher adds "4A" and the import matches "4A, 12" the Hong Kong
 * way. The demo accounts keep their classes and get the first free numbers.
 */

const SURNAMES: [string, string][] = [
  ["陳", "Chan"],
  ["李", "Lee"],
  ["張", "Cheung"],
  ["黃", "Wong"],
  ["何", "Ho"],
  ["林", "Lam"],
  ["劉", "Lau"],
  ["吳", "Ng"],
  ["梁", "Leung"],
  ["郭", "Kwok"],
  ["鄭", "Cheng"],
  ["謝", "Tse"],
  ["羅", "Law"],
  ["蔡", "Choi"],
  ["馮", "Fung"],
  ["鄧", "Tang"],
  ["麥", "Mak"],
  ["葉", "Yip"],
];
const GIVEN: [string, string][] = [
  ["嘉", "Ka"],
  ["子", "Tsz"],
  ["穎", "Wing"],
  ["俊", "Chun"],
  ["曉", "Hiu"],
  ["詠", "Wing"],
  ["浩", "Ho"],
  ["思", "Sze"],
  ["家", "Ka"],
  ["樂", "Lok"],
  ["晴", "Ching"],
  ["朗", "Long"],
  ["欣", "Yan"],
  ["軒", "Hin"],
  ["琳", "Lam"],
  ["希", "Hei"],
  ["悅", "Yuet"],
  ["澄", "Ching"],
];

export const DEMO_CLASSES = [1, 2, 3, 4, 5, 6].flatMap((g) =>
  ["A", "B", "C"].map((c) => `${g}${c}`),
);

/** Students a demo class gets besides the demo accounts. */
const PER_CLASS = 9;

/**
 * Adds the generated students that are missing (login names s2027001…, the demo password) and
 * gives every student of the school without a class number the next free one in their class.
 * Answers the school's students by class, in register order.
 */
export async function seedRoster(
  db: Executor,
  schoolId: number,
  passwordHash: string,
): Promise<Map<string, number[]>> {
  const random = createRandom(2027);
  const rows: (typeof users.$inferInsert)[] = [];
  let n = 0;
  for (const className of DEMO_CLASSES) {
    for (let i = 0; i < PER_CLASS; i++) {
      n += 1;
      const [sz, se] = random.pick(SURNAMES);
      const [g1z, g1e] = random.pick(GIVEN);
      const [g2z, g2e] = random.pick(GIVEN);
      const username = `s${2027000 + n}`;
      rows.push({
        schoolId,
        loginType: "student",
        username,
        roles: ["student"],
        nameZh: `${sz}${g1z}${g2z}`,
        nameEn: `${se} ${g1e} ${g2e}`,
        className,
        studentNo: username.slice(1),
        passwordHash,
      });
    }
  }
  await db.insert(users).values(rows).onConflictDoNothing();

  // Class numbers: students without one, after the highest in their class, oldest account first.
  await db.execute(sql`
    UPDATE users u SET class_number = x.num FROM (
      SELECT w.id, (
          SELECT coalesce(max(v.class_number), 0) FROM users v
          WHERE v.school_id = w.school_id AND v.class_name = w.class_name
        ) + row_number() OVER (PARTITION BY w.class_name ORDER BY w.id) AS num
      FROM users w
      WHERE w.school_id = ${schoolId} AND w.login_type = 'student'
        AND w.class_number IS NULL AND w.class_name IS NOT NULL
    ) x
    WHERE u.id = x.id`);

  const students = await db
    .select({ id: users.id, className: users.className })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.loginType, "student")))
    .orderBy(asc(users.className), asc(users.classNumber));
  const byClass = new Map<string, number[]>();
  for (const s of students) {
    if (!s.className) continue;
    byClass.set(s.className, [...(byClass.get(s.className) ?? []), s.id]);
  }
  return byClass;
}
