import {
  ECA_CERTIFICATE_PATH,
  ResultCode,
  type EcaApproval,
  type EcaRecord,
  type EcaRecordPage,
} from "@campus/contract";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { users } from "../../db/schema";
import { pageWindow } from "../../db/sql";
import { ApiProblem, loginRequired } from "../../http/api-problem";
import { actingUser } from "../../services/accounts";
import type { ServiceContext } from "../../services/context";
import type { Auth } from "../../services/sessions";
import { attachmentOf, uploadsAmong } from "../../services/uploads";
import { ecaCategories, ecaEntries, ecaEvents, ecaPrizes } from "../schema";
import { nameColumns, simplified, withSimplified } from "./names";
import { fromHundredths } from "./settings";

/*
 * A student's own records (`/smarteca/detail`): what a student sees of themselves and a parent
 * of the child they act for — every entry whatever its state (a refused one with its reason),
 * latest first, and what the passed ones add up to.
 */

/** What a certificate photo is kept as among the uploads. */
export const CERTIFICATE_PURPOSE = "eca.certificate";

/** The student the session acts for: a student themself, a parent's current child. */
export async function recordsStudent(db: Db, auth: Auth | null) {
  if (!auth) throw loginRequired();
  const student = await actingUser(db, auth);
  if (!student || student.loginType !== "student")
    throw new ApiProblem(ResultCode.badRequest, "eca.error.noStudent");
  return student;
}

const hoursOf = sql<number>`coalesce(${ecaEntries.hours}, ${ecaEvents.hours})`;

const recordRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
      entry: ecaEntries,
      event: ecaEvents,
      category: nameColumns(ecaCategories),
      prize: nameColumns(ecaPrizes),
      hours: hoursOf,
    })
    .from(ecaEntries)
    .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
    .innerJoin(ecaCategories, eq(ecaCategories.id, ecaEvents.categoryId))
    .leftJoin(ecaPrizes, eq(ecaPrizes.id, ecaEntries.prizeId))
    .where(where);

type RecordRow = Awaited<ReturnType<typeof recordRows>>[number];

/** The rows as answers show them; `callerId` may correct what they submitted and is not passed. */
async function recordsOf(db: Db, rows: RecordRow[], callerId: number): Promise<EcaRecord[]> {
  const photos = await uploadsAmong(db, {
    schoolId: rows[0]?.entry.schoolId ?? 0,
    purpose: CERTIFICATE_PURPOSE,
    ids: rows.flatMap((row) => row.entry.certificates),
  });
  return rows.map(({ entry, event, category, prize, hours }) => ({
    id: entry.id,
    event: {
      id: event.id,
      code: event.code,
      name_zh: event.nameZh,
      name_cn: simplified(event.nameZh),
      name_en: event.nameEn,
      nature: event.nature,
      category: withSimplified(category),
      organiser: event.organiser,
      starts_on: event.startsOn,
      ends_on: event.endsOn,
    },
    source: entry.source,
    status: entry.status,
    reject_reason: entry.rejectReason,
    prize: prize?.id ? withSimplified(prize) : null,
    level: entry.level,
    competition_item: entry.competitionItem,
    achievement: entry.achievement,
    role: entry.role,
    hours: Number(hours) / 10,
    score: fromHundredths(entry.score),
    remark: entry.remark,
    certificates: entry.certificates.flatMap((id) => {
      const photo = photos.get(id);
      return photo ? [attachmentOf(photo, ECA_CERTIFICATE_PATH)] : [];
    }),
    editable:
      entry.source === "parent" && entry.status !== "passed" && entry.createdBy === callerId,
  }));
}

/** One record of the student's, as the list shows it. */
export async function recordById(
  db: Db,
  { id, callerId }: { id: number; callerId: number },
): Promise<EcaRecord> {
  const [row] = await recordRows(db, eq(ecaEntries.id, id));
  const [record] = await recordsOf(db, row ? [row] : [], callerId);
  return record!;
}

export async function myRecordsOf(
  { db }: ServiceContext,
  {
    auth,
    status,
    pageNum,
    pageSize,
  }: { auth: Auth | null; status?: EcaApproval; pageNum: number; pageSize: number },
): Promise<EcaRecordPage> {
  const student: typeof users.$inferSelect = await recordsStudent(db, auth);
  const mine = eq(ecaEntries.studentId, student.id);
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const [rows, [sums]] = await Promise.all([
    recordRows(db, and(mine, status ? eq(ecaEntries.status, status) : undefined))
      .orderBy(desc(ecaEvents.startsOn), desc(ecaEntries.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: sql<number>`count(*) filter (where ${status ? sql`${ecaEntries.status} = ${status}` : sql`true`})::int`,
        passed: sql<number>`count(*) filter (where ${ecaEntries.status} = 'passed')::int`,
        pending: sql<number>`count(*) filter (where ${ecaEntries.status} = 'pending')::int`,
        hours: sql<number>`coalesce(sum(${hoursOf}) filter (where ${ecaEntries.status} = 'passed'), 0)::int`,
      })
      .from(ecaEntries)
      .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
      .where(mine),
  ]);
  return {
    list: await recordsOf(db, rows, auth!.user.id),
    total: sums?.total ?? 0,
    pageNum,
    pageSize,
    student: {
      id: student.id,
      name_zh: student.nameZh,
      name_en: student.nameEn,
      class_name: student.className,
      class_number: student.classNumber,
      student_no: student.studentNo,
    },
    passed: sums?.passed ?? 0,
    hours: (sums?.hours ?? 0) / 10,
    pending: sums?.pending ?? 0,
  };
}
