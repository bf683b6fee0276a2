import { and, eq, like, count } from "drizzle-orm";
import type { Db } from "../../db/database";
import { guardianships, users } from "../../db/schema";
import { schoolEvents, timetableLessons } from "../schema";
import { PERIODS, SUBJECTS, TIMETABLES } from "./timetables";

/*
 * A school at full size for the calendar's benchmark (`npm run bench`): 1,000 students in 30
 * classes (P1–P6, A–E), each with a class timetable, 500 parents of two children each (the
 * month view for a family of two is what is measured), and 300 more events through the year for
 * grades and classes. Added to the demo school once; login names "b0001"… and parents
 * "95000001"… sign in with the demo password.
 */

const CLASSES = [1, 2, 3, 4, 5, 6].flatMap((grade) =>
  ["A", "B", "C", "D", "E"].map((letter) => `${grade}${letter}`),
);

export const LOAD_STUDENTS = 1000;
export const loadParentLogin = (i: number) => String(95_000_001 + i);

export async function seedCalendarLoad(
  db: Db,
  { schoolId, passwordHash }: { schoolId: number; passwordHash: string },
): Promise<boolean> {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), like(users.username, "b____")))) as [{ n: number }];
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    const students = await tx
      .insert(users)
      .values(
        Array.from({ length: LOAD_STUDENTS }, (_, i) => ({
          schoolId,
          loginType: "student" as const,
          username: `b${String(i + 1).padStart(4, "0")}`,
          roles: ["student"],
          nameZh: `學生${i + 1}`,
          nameEn: `Student ${i + 1}`,
          className: CLASSES[i % CLASSES.length]!,
          studentNo: `9${String(i + 1).padStart(6, "0")}`,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    const parents = await tx
      .insert(users)
      .values(
        Array.from({ length: LOAD_STUDENTS / 2 }, (_, i) => ({
          schoolId,
          loginType: "parent" as const,
          countryCode: "852",
          username: loadParentLogin(i),
          roles: ["parent"],
          nameZh: `家長${i + 1}`,
          nameEn: `Parent ${i + 1}`,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    await tx.insert(guardianships).values(
      parents.flatMap((parent, i) => [
        { parentId: parent.id, studentId: students[2 * i]!.id, sort: 0 },
        { parentId: parent.id, studentId: students[2 * i + 1]!.id, sort: 1 },
      ]),
    );
    const existing = new Set(
      (await tx.select({ c: timetableLessons.className }).from(timetableLessons)).map((r) => r.c),
    );
    const templates = Object.values(TIMETABLES);
    await tx.insert(timetableLessons).values(
      CLASSES.filter((c) => !existing.has(c)).flatMap((className, i) =>
        templates[i % templates.length]!.map((lesson) => ({
          schoolId,
          className,
          cycleDay: lesson.cycleDay,
          period: lesson.period,
          startTime: PERIODS.find((p) => p.period === lesson.period)!.start,
          endTime: PERIODS.find((p) => p.period === lesson.period)!.end,
          subjectZh: SUBJECTS[lesson.subject].zhTW,
          subjectCn: SUBJECTS[lesson.subject].zhCN,
          subjectEn: SUBJECTS[lesson.subject].en,
          teacherZh: lesson.teacher.name.zhTW,
          teacherEn: lesson.teacher.name.en,
          room: lesson.room.en,
          roomZh: lesson.room.zhTW,
          roomCn: lesson.room.zhCN,
        })),
      ),
    );
    const start = Date.parse("2026-09-01T00:00:00Z");
    await tx.insert(schoolEvents).values(
      Array.from({ length: 300 }, (_, i) => {
        const day = new Date(start + ((i * 7) % 320) * 86_400_000).toISOString().slice(0, 10);
        const grade = (i % 6) + 1;
        return {
          schoolId,
          kind: "event" as const,
          titleZh: `活動 ${i + 1}`,
          titleCn: `活动 ${i + 1}`,
          titleEn: `Event ${i + 1}`,
          startDay: day,
          endDay: day,
          startTime: i % 2 ? "14:00" : null,
          endTime: i % 2 ? "15:30" : null,
          grades: i % 3 === 0 ? [grade] : [],
          classes: i % 3 === 1 ? [`${grade}${"ABCDE"[i % 5]}`] : [],
          updatedAt: new Date(start),
        };
      }),
    );
  });
  return true;
}
