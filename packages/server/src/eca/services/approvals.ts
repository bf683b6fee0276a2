import {
  ECA_CERTIFICATE_PATH,
  needsTrait,
  type EcaApproval,
  type EcaApprovalRow,
  type EcaDecision,
  type EcaSource,
  type Page,
} from "@campus/contract";
import { and, asc, desc, eq, exists, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { pageWindow } from "../../db/sql";
import { translate } from "../messages";
import type { ServiceContext } from "../../services/context";
import type { EcaCaller } from "../callers";
import { attachmentOf, uploadsAmong } from "../../services/uploads";
import { ecaEntries, ecaEvents, ecaEventTeachers, ecaEventTraits, ecaPrizes } from "../schema";
import { refreshAverage } from "./entries";
import { eventRows, rowOf } from "./events";
import { nameColumns, withSimplified } from "./names";
import { CERTIFICATE_PURPOSE } from "./records";

/*
 * Approving events (spec §4, §6): lists by source and state, and decisions on one or many.
 * The office decides any of the school's events; a teacher those they answer for and did not
 * add (nobody passes their own). Events wait since they were added or last changed.
 */

const isOffice = (me: EcaCaller) => me.roles.includes("staff");

/** Events a teacher answers for: the teacher's approval lists. */
const answersFor = (db: Db, teacherId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(ecaEventTeachers)
      .where(
        and(eq(ecaEventTeachers.eventId, ecaEvents.id), eq(ecaEventTeachers.teacherId, teacherId)),
      ),
  );

/** Whether the caller may decide an event: the office, or a teacher in charge who did not add it. */
const mayDecide = (me: EcaCaller, event: { createdBy: number | null }, teacherIds: number[]) =>
  isOffice(me) || (teacherIds.includes(me.userId) && event.createdBy !== me.userId);

export async function approvalsOf(
  { db }: ServiceContext,
  {
    me,
    source,
    status,
    pageNum,
    pageSize,
  }: { me: EcaCaller; source: EcaSource; status: EcaApproval; pageNum: number; pageSize: number },
): Promise<Page<EcaApprovalRow>> {
  const condition = and(
    eq(ecaEvents.schoolId, me.schoolId),
    eq(ecaEvents.source, source),
    eq(ecaEvents.status, status),
    isOffice(me) ? undefined : answersFor(db, me.userId),
  );
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const order =
    status === "pending"
      ? [asc(ecaEvents.updatedAt), asc(ecaEvents.id)]
      : [sql`${ecaEvents.decidedAt} desc nulls last`, desc(ecaEvents.id)];
  const [list, [total]] = await Promise.all([
    eventRows(db, condition)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ecaEvents)
      .where(condition),
  ]);
  const creatorIds = [
    ...new Set(list.map((r) => r.event.createdBy).filter((id): id is number => id !== null)),
  ];
  const creators = creatorIds.length
    ? await db
        .select({ id: users.id, name_zh: users.nameZh, name_en: users.nameEn })
        .from(users)
        .where(inArray(users.id, creatorIds))
    : [];
  const submissions =
    source === "parent"
      ? await submissionsOf(
          db,
          list.map((r) => r.event.id),
        )
      : [];
  return {
    list: list.map((row) => ({
      ...rowOf(row),
      waiting_since: row.event.updatedAt.toISOString(),
      created_by: creators.find((c) => c.id === row.event.createdBy) ?? null,
      reject_reason: row.event.rejectReason,
      changed: row.event.changedSincePassed ?? [],
      decided_at: row.event.decidedAt?.toISOString() ?? null,
      may_decide:
        row.event.status === "pending" &&
        mayDecide(
          me,
          row.event,
          row.teachers.map((t) => t.id),
        ),
      submission: submissions.find((sub) => sub.event_id === row.event.id)?.submission ?? null,
    })),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
  };
}

/**
 * What parents sent for these events: the child, the award, the certificate's photos, and
 * whether the child already has the same activity (name, school year) with the same award.
 */
async function submissionsOf(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  const duplicate = sql<boolean>`exists (
    select 1 from eca_entries o join eca_events oe on oe.id = o.event_id
    where o.student_id = ${ecaEntries.studentId} and o.id <> ${ecaEntries.id}
      and o.status in ('passed', 'pending') and oe.school_year = ${ecaEvents.schoolYear}
      and (lower(btrim(oe.name_zh)) = lower(btrim(${ecaEvents.nameZh}))
        or lower(btrim(oe.name_en)) = lower(btrim(${ecaEvents.nameEn})))
      and o.prize_id is not distinct from ${ecaEntries.prizeId})`;
  const rows = await db
    .select({
      entry: ecaEntries,
      student: {
        id: users.id,
        name_zh: users.nameZh,
        name_en: users.nameEn,
        class_name: users.className,
        class_number: users.classNumber,
        student_no: users.studentNo,
      },
      prize: nameColumns(ecaPrizes),
      duplicate,
    })
    .from(ecaEntries)
    .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
    .innerJoin(users, eq(users.id, ecaEntries.studentId))
    .leftJoin(ecaPrizes, eq(ecaPrizes.id, ecaEntries.prizeId))
    .where(and(inArray(ecaEntries.eventId, eventIds), eq(ecaEntries.source, "parent")))
    .orderBy(asc(ecaEntries.id));
  const photos = await uploadsAmong(db, {
    schoolId: rows[0]?.entry.schoolId ?? 0,
    purpose: CERTIFICATE_PURPOSE,
    ids: rows.flatMap((row) => row.entry.certificates),
  });
  return rows.map(({ entry, student, prize, duplicate }) => ({
    event_id: entry.eventId,
    submission: {
      entry_id: entry.id,
      student,
      prize: prize?.id ? withSimplified(prize) : null,
      level: entry.level,
      achievement: entry.achievement,
      certificates: entry.certificates.flatMap((id) => {
        const photo = photos.get(id);
        return photo ? [attachmentOf(photo, ECA_CERTIFICATE_PATH)] : [];
      }),
      duplicate: Boolean(duplicate),
    },
  }));
}

/**
 * Passes or refuses each event named (one reason for all refused), each on its own: one that is
 * another school's, already decided or not the caller's to decide is left as it is and said so.
 * An event its own form could not save is not passed either: a school's or a teacher's
 * competition, performance or service with no trait ticked (`needsTrait`, the save's rule;
 * issue 37, item 1).
 */
export async function decideEvents(
  { db, now, locale }: ServiceContext,
  {
    me,
    ids,
    decision,
    reason,
  }: { me: EcaCaller; ids: number[]; decision: EcaDecision; reason?: string },
) {
  const wanted = [...new Set(ids)];
  const events = await db
    .select()
    .from(ecaEvents)
    .where(and(inArray(ecaEvents.id, wanted), eq(ecaEvents.schoolId, me.schoolId)));
  const [teachers, traits] = await Promise.all([
    db.select().from(ecaEventTeachers).where(inArray(ecaEventTeachers.eventId, wanted)),
    db.select().from(ecaEventTraits).where(inArray(ecaEventTraits.eventId, wanted)),
  ]);
  const results = [];
  for (const id of wanted) {
    const event = events.find((e) => e.id === id);
    const refuse = (msg: Parameters<typeof translate>[1]) =>
      results.push({ id, ok: false, msg: translate(locale, msg) });
    if (!event) {
      refuse("eca.error.eventNotFound");
      continue;
    }
    const teacherIds = teachers.filter((t) => t.eventId === id).map((t) => t.teacherId);
    if (!mayDecide(me, event, teacherIds)) {
      refuse("eca.error.notYourDecision");
      continue;
    }
    const traitIds = traits.filter((t) => t.eventId === id).map((t) => t.traitId);
    // (A parent's outside award has no form of the school's: its traits come from recognition.)
    if (decision === "pass" && event.source !== "parent" && needsTrait(event.nature, traitIds)) {
      refuse("eca.error.traitRequired");
      continue;
    }
    // Only a waiting event moves; a decision made meanwhile by someone else stands.
    const [moved] = await db
      .update(ecaEvents)
      .set({
        status: decision === "pass" ? "passed" : "rejected",
        rejectReason: decision === "pass" ? null : (reason ?? ""),
        // Passed again: what changed since the last pass is approved with it.
        ...(decision === "pass" ? { changedSincePassed: null } : {}),
        decidedAt: now,
        decidedBy: me.userId,
        version: sql`${ecaEvents.version} + 1`,
      })
      .where(and(eq(ecaEvents.id, id), eq(ecaEvents.status, "pending")))
      .returning({ id: ecaEvents.id });
    if (!moved) {
      refuse("eca.error.notPending");
      continue;
    }
    // A parent's record is its child's entry: the decision (and its reason) is the entry's too.
    if (event.source === "parent") {
      await db
        .update(ecaEntries)
        .set({
          status: decision === "pass" ? "passed" : "rejected",
          rejectReason: decision === "pass" ? null : (reason ?? ""),
          decidedAt: now,
          decidedBy: me.userId,
        })
        .where(and(eq(ecaEntries.eventId, id), eq(ecaEntries.status, "pending")));
      await refreshAverage(db, id);
    }
    results.push({ id, ok: true, msg: translate(locale, "api.batch.done") });
  }
  return { results };
}
