import type { EcaApproval, EcaApprovalRow, EcaDecision, EcaSource, Page } from "@campus/contract";
import { and, asc, desc, eq, exists, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { pageWindow } from "../../db/sql";
import { translate } from "../../http/messages";
import type { ServiceContext } from "../../services/context";
import type { EcaCaller } from "../callers";
import { ecaEvents, ecaEventTeachers } from "../schema";
import { eventRows, rowOf } from "./events";

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
  return {
    list: list.map((row) => ({
      ...rowOf(row),
      waiting_since: row.event.updatedAt.toISOString(),
      created_by: creators.find((c) => c.id === row.event.createdBy) ?? null,
      reject_reason: row.event.rejectReason,
      decided_at: row.event.decidedAt?.toISOString() ?? null,
      may_decide:
        row.event.status === "pending" &&
        mayDecide(
          me,
          row.event,
          row.teachers.map((t) => t.id),
        ),
    })),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
  };
}

/**
 * Passes or refuses each event named (one reason for all refused), each on its own: one that is
 * another school's, already decided or not the caller's to decide is left as it is and said so.
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
  const teachers = await db
    .select()
    .from(ecaEventTeachers)
    .where(inArray(ecaEventTeachers.eventId, wanted));
  const results = [];
  for (const id of wanted) {
    const event = events.find((e) => e.id === id);
    const refuse = (msg: Parameters<typeof translate>[1]) =>
      results.push({ id, ok: false, msg: translate(locale, msg) });
    if (!event) {
      refuse("api.error.ecaEventNotFound");
      continue;
    }
    const teacherIds = teachers.filter((t) => t.eventId === id).map((t) => t.teacherId);
    if (!mayDecide(me, event, teacherIds)) {
      refuse("api.error.ecaNotYourDecision");
      continue;
    }
    // Only a waiting event moves; a decision made meanwhile by someone else stands.
    const [moved] = await db
      .update(ecaEvents)
      .set({
        status: decision === "pass" ? "passed" : "rejected",
        rejectReason: decision === "pass" ? null : (reason ?? ""),
        decidedAt: now,
        decidedBy: me.userId,
        version: sql`${ecaEvents.version} + 1`,
      })
      .where(and(eq(ecaEvents.id, id), eq(ecaEvents.status, "pending")))
      .returning({ id: ecaEvents.id });
    if (!moved) refuse("api.error.ecaNotPending");
    else results.push({ id, ok: true, msg: translate(locale, "api.error.ecaDone") });
  }
  return { results };
}
