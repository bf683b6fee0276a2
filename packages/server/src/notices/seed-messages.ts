import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { guardianships, users } from "../db/schema";
import type { DemoSchool } from "../server-feature";
import { familyMessageReads, familyMessages } from "./schema";

/*
 * The demo's messages (decision 0048): three days ago 4A's class teacher 黃嘉欣 (t.wong) wrote
 * to the class about the visual arts lesson; 陳小明's father answered the next morning and she
 * replied to him alone. He has read all of it; she has read his answer.
 */

const CLASS = "4A";
const DAY = 86_400_000;

export async function seedMessages(db: Db, school: DemoSchool, now: Date): Promise<boolean> {
  const teacher = school.people["t.wong"];
  const child = school.people["s2026001"];
  if (teacher === undefined || child === undefined) return false;
  const [father] = await db
    .select({ id: guardianships.parentId })
    .from(guardianships)
    .where(eq(guardianships.studentId, child))
    .orderBy(asc(guardianships.sort), asc(guardianships.parentId))
    .limit(1);
  if (!father) return false;
  const students = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.schoolId, school.id),
        eq(users.className, CLASS),
        sql`'student' = ANY(${users.roles})`,
      ),
    );
  const at = (daysAgo: number, hour: number) =>
    new Date(now.getTime() - daysAgo * DAY + (hour - 12) * 3_600_000);
  const toClass = at(3, 16);
  await db.insert(familyMessages).values([
    ...students.map((student) => ({
      schoolId: school.id,
      studentId: student.id,
      authorId: teacher,
      fromFamily: false,
      className: CLASS,
      body: "各位家長好！星期五的視藝課會用廣告彩，請讓小朋友帶一件舊衣服或圍裙到校，謝謝。",
      sentAt: toClass,
    })),
    {
      schoolId: school.id,
      studentId: child,
      authorId: father.id,
      fromFamily: true,
      className: null,
      body: "黃老師好，收到。小明上星期的功課冊好像留在學校，麻煩老師幫忙看看。",
      sentAt: at(2, 8),
    },
    {
      schoolId: school.id,
      studentId: child,
      authorId: teacher,
      fromFamily: false,
      className: null,
      body: "找到了，在課室的書架上，已經交給小明帶回家。",
      sentAt: at(2, 11),
    },
  ]);
  await db
    .insert(familyMessageReads)
    .values([
      ...students.map((student) => ({ studentId: student.id, userId: teacher, readAt: at(2, 11) })),
      { studentId: child, userId: father.id, readAt: at(1, 20) },
    ]);
  return true;
}
