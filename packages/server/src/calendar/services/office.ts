import type { Attachment, Page, SaveSchoolEvent, SchoolEvent } from "@campus/contract";
import { and, asc, count, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { pageWindow } from "../../db/sql";
import { invalidField, notFound } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import { schoolEvents } from "../schema";
import type { EventRow } from "./agenda";
import { eventAttachments } from "./attachments";
import { forgetSchoolYear } from "./school-year";

/*
 * The school office's side: events, exams, holidays and closures of its own school. A holiday
 * or a closure is for everyone (the timetable's cycle skips it), so it keeps no audience.
 */

export const schoolEventAnswer = (row: EventRow, attachments: Attachment[]): SchoolEvent => ({
  id: row.id,
  kind: row.kind,
  title_zh: row.titleZh,
  title_cn: row.titleCn,
  title_en: row.titleEn,
  description_zh: row.descriptionZh,
  description_cn: row.descriptionCn,
  description_en: row.descriptionEn,
  place_zh: row.placeZh,
  place_cn: row.placeCn,
  place_en: row.placeEn,
  start_day: row.startDay,
  end_day: row.endDay,
  start_time: row.startTime,
  end_time: row.endTime,
  grades: row.grades,
  classes: row.classes,
  attachments,
  updated_at: row.updatedAt.toISOString(),
});

/** Rows as answers, with every row's files read in one query. */
async function schoolEventAnswers(db: Db, schoolId: number, rows: EventRow[]) {
  const files = await eventAttachments.of(db, {
    schoolId,
    ids: rows.flatMap((row) => row.attachments),
  });
  const byId = new Map(files.map((file) => [file.id, file]));
  return rows.map((row) =>
    schoolEventAnswer(
      row,
      row.attachments.flatMap((id) => byId.get(id) ?? []),
    ),
  );
}

export async function schoolEventsFrom(
  { db, now }: ServiceContext,
  {
    schoolId,
    from,
    pageNum,
    pageSize,
  }: { schoolId: number; from?: string; pageNum: number; pageSize: number },
): Promise<Page<SchoolEvent>> {
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const where = and(
    eq(schoolEvents.schoolId, schoolId),
    gte(schoolEvents.endDay, from ?? schoolDay(now)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(schoolEvents)
      .where(where)
      .orderBy(asc(schoolEvents.startDay), asc(schoolEvents.startTime), asc(schoolEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(schoolEvents).where(where),
  ]);
  return {
    list: await schoolEventAnswers(db, schoolId, rows),
    total: total!.n,
    pageNum,
    pageSize,
  };
}

type Saved = Omit<SaveSchoolEvent, "id" | "grades" | "classes" | "attachments"> & {
  id?: number;
  grades?: number[];
  classes?: string[];
  attachments?: number[];
};

export async function saveSchoolEvent(
  ctx: ServiceContext,
  { schoolId, userId, event }: { schoolId: number; userId: number; event: Saved },
): Promise<SchoolEvent> {
  const { db, now } = ctx;
  const attachments = await eventAttachments.check(ctx, { schoolId, ids: event.attachments ?? [] });
  const dayOff = event.kind === "holiday" || event.kind === "closure";
  if (!dayOff) {
    // A class the event had keeps it, even one whose students have since left.
    const [before] =
      event.id === undefined
        ? []
        : await db
            .select({ classes: schoolEvents.classes })
            .from(schoolEvents)
            .where(and(eq(schoolEvents.id, event.id), eq(schoolEvents.schoolId, schoolId)));
    const added = (event.classes ?? []).filter((name) => !before?.classes.includes(name));
    await checkClasses(ctx, schoolId, added);
  }
  const values = {
    kind: event.kind,
    titleZh: event.title_zh,
    // Blank: converted as it is read (agenda.ts `pick`), so it follows every change of the Chinese.
    titleCn: event.title_cn ?? "",
    titleEn: event.title_en,
    descriptionZh: event.description_zh ?? "",
    descriptionCn: event.description_cn ?? "",
    descriptionEn: event.description_en ?? "",
    placeZh: event.place_zh ?? "",
    placeCn: event.place_cn ?? "",
    placeEn: event.place_en ?? "",
    startDay: event.start_day,
    endDay: event.end_day,
    startTime: dayOff ? null : (event.start_time ?? null),
    endTime: dayOff ? null : (event.end_time ?? null),
    grades: dayOff ? [] : [...new Set(event.grades ?? [])].sort(),
    classes: dayOff ? [] : [...new Set(event.classes ?? [])].sort(),
    attachments,
    updatedBy: userId,
    updatedAt: now,
  };
  const [row] =
    event.id === undefined
      ? await db
          .insert(schoolEvents)
          .values({ ...values, schoolId, source: "office" })
          .returning()
      : await db
          .update(schoolEvents)
          .set(values)
          .where(and(eq(schoolEvents.id, event.id), eq(schoolEvents.schoolId, schoolId)))
          .returning();
  if (!row) throw notFound();
  forgetSchoolYear(db, schoolId);
  const [answer] = await schoolEventAnswers(db, schoolId, [row]);
  return answer!;
}

/**
 * An event's classes must be the school's (a class is its students' class name): "4Z" is said by
 * name, not as "not valid" (issue 37, item 21).
 */
async function checkClasses(ctx: ServiceContext, schoolId: number, classes: readonly string[]) {
  if (classes.length === 0) return;
  const known = await ctx.db
    .selectDistinct({ className: users.className })
    .from(users)
    .where(
      and(
        eq(users.schoolId, schoolId),
        eq(users.loginType, "student"),
        eq(users.status, "active"),
        inArray(users.className, [...classes]),
      ),
    );
  const found = new Set(known.map((row) => row.className));
  const unknown = classes.filter((name) => !found.has(name));
  if (unknown.length > 0)
    throw invalidField(ctx.locale, "classes", "calendar.error.classesUnknown", {
      classes: unknown.join(ctx.locale === "en-US" ? ", " : "、"),
    });
}

export async function deleteSchoolEvent(
  { db }: ServiceContext,
  { schoolId, id }: { schoolId: number; id: number },
): Promise<{ id: number }> {
  const [row] = await db
    .delete(schoolEvents)
    .where(and(eq(schoolEvents.id, id), eq(schoolEvents.schoolId, schoolId)))
    .returning({ id: schoolEvents.id });
  if (!row) throw notFound();
  forgetSchoolYear(db, schoolId);
  return row;
}
