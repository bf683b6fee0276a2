import {
  type applyLeaveSchema,
  type Leave,
  LEAVE_AFTER_DAYS,
  LEAVE_AHEAD_DAYS,
  LEAVE_DAYS_MAX,
  type LeaveQueueFilter,
} from "@campus/contract/attendance";
import type { Page } from "@campus/contract";
import type { z } from "zod";
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database";
import { uploads, users } from "../../db/schema";
import { pageWindow } from "../../db/sql";
import { conflict, invalidField, notFound } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { daysBetween } from "@campus/contract";
import { addDays, schoolDay } from "../../services/school-days";
import type { Family, Keeper } from "../callers";
import { attendanceLeaves } from "../schema";
import { leaveAttachments } from "./attachments";

type LeaveRow = typeof attendanceLeaves.$inferSelect;

/** Applications still standing: what a day's register and a new application are held to. */
export const OPEN = ["pending", "more_info", "approved"] as const;

const child = alias(users, "child");
const applicant = alias(users, "applicant");
const decider = alias(users, "decider");

/** Applications with the names they show, in one query. */
function selectLeaves(db: Db) {
  return db
    .select({
      leave: attendanceLeaves,
      child: {
        id: child.id,
        name_zh: child.nameZh,
        name_en: child.nameEn,
        class_name: child.className,
        class_number: child.classNumber,
      },
      applicant: { name_zh: applicant.nameZh, name_en: applicant.nameEn },
      decider: { name_zh: decider.nameZh, name_en: decider.nameEn },
    })
    .from(attendanceLeaves)
    .innerJoin(child, eq(child.id, attendanceLeaves.studentId))
    .innerJoin(applicant, eq(applicant.id, attendanceLeaves.appliedBy))
    .leftJoin(decider, eq(decider.id, attendanceLeaves.decidedBy));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectLeaves>["execute"]>>[number];

/** The applications as answers say them, their files read in one query. */
async function asLeaves(db: Db, selected: Selected[]): Promise<Leave[]> {
  if (selected.length === 0) return [];
  const files = await leaveAttachments.of(db, {
    schoolId: selected[0]!.leave.schoolId,
    ids: selected.flatMap((row) => row.leave.attachments),
  });
  const byId = new Map(files.map((file) => [file.id, file]));
  return selected.map(({ leave, child, applicant, decider }) => ({
    id: leave.id,
    child,
    from: leave.fromDay,
    to: leave.toDay,
    part: leave.part,
    reason: leave.reason,
    note: leave.note,
    attachments: leave.attachments.flatMap((id) => byId.get(id) ?? []),
    status: leave.status,
    teacher_note: leave.teacherNote,
    applied_by: applicant,
    applied_at: leave.appliedAt.toISOString(),
    decided_by: decider ?? null,
    decided_at: leave.decidedAt?.toISOString() ?? null,
  }));
}

/** One application, as answers say it. */
export async function leaveOf(db: Db, id: number): Promise<Leave> {
  const [leave] = await asLeaves(db, await selectLeaves(db).where(eq(attendanceLeaves.id, id)));
  return leave!;
}

/** One application of the child the family acts for; another child's is not found. */
export async function familyLeave(
  { db }: ServiceContext,
  { family, id }: { family: Family; id: number },
): Promise<Leave> {
  const [leave] = await asLeaves(
    db,
    await selectLeaves(db).where(
      and(eq(attendanceLeaves.id, id), eq(attendanceLeaves.studentId, family.child.id)),
    ),
  );
  if (!leave) throw notFound();
  return leave;
}

/** Applications of some children with a day between `from` and `to`, not withdrawn, in order. */
export async function leavesTouching(
  db: Db,
  { children, from, to }: { children: number[]; from: string; to: string },
): Promise<Leave[]> {
  if (children.length === 0) return [];
  return asLeaves(
    db,
    await selectLeaves(db)
      .where(
        and(
          inArray(attendanceLeaves.studentId, children),
          inArray(attendanceLeaves.status, [...OPEN]),
          lte(attendanceLeaves.fromDay, to),
          gte(attendanceLeaves.toDay, from),
        ),
      )
      .orderBy(asc(attendanceLeaves.fromDay), asc(attendanceLeaves.id)),
  );
}

/** The child's applications, the latest first day first. */
export async function familyLeaves(
  { db }: ServiceContext,
  { family, pageNum, pageSize }: { family: Family; pageNum: number; pageSize: number },
): Promise<Page<Leave>> {
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const theirs = eq(attendanceLeaves.studentId, family.child.id);
  const [selected, [total]] = await Promise.all([
    selectLeaves(db)
      .where(theirs)
      .orderBy(desc(attendanceLeaves.fromDay), desc(attendanceLeaves.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(attendanceLeaves).where(theirs),
  ]);
  return { list: await asLeaves(db, selected), total: total!.n, pageNum, pageSize };
}

/**
 * A guardian's application for the child they act for, or the one the class teacher asked more
 * of, sent again. Under a lock on the child: two at once for the same days make one.
 */
export async function applyLeave(
  ctx: ServiceContext,
  { family, input }: { family: Family; input: z.output<typeof applyLeaveSchema> },
): Promise<Leave> {
  const { db, now, locale } = ctx;
  const today = schoolDay(now);
  if (daysBetween(input.from, input.to) + 1 > LEAVE_DAYS_MAX)
    throw invalidField(locale, "to", "attendance.error.leaveTooLong", { days: LEAVE_DAYS_MAX });
  if (input.from < addDays(today, -LEAVE_AFTER_DAYS))
    throw invalidField(locale, "from", "attendance.error.leaveTooOld", { days: LEAVE_AFTER_DAYS });
  if (input.to > addDays(today, LEAVE_AHEAD_DAYS))
    throw invalidField(locale, "to", "attendance.error.leaveTooFar", { days: LEAVE_AHEAD_DAYS });
  const attachments = await leaveAttachments.check(ctx, {
    schoolId: family.schoolId,
    ids: input.attachments,
  });
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`SELECT id FROM users WHERE id = ${family.child.id} FOR UPDATE`);
    let had: number[] = [];
    if (input.id !== undefined) {
      const [known] = await t
        .select()
        .from(attendanceLeaves)
        .where(
          and(eq(attendanceLeaves.id, input.id), eq(attendanceLeaves.studentId, family.child.id)),
        );
      if (!known) throw notFound();
      if (known.status !== "more_info") throw refusalFor(known);
      had = known.attachments;
    }
    // Files this guardian uploaded, or the application had: an id alone opens nothing (another
    // family's certificate is never theirs to attach, and read back).
    const added = attachments.filter((file) => !had.includes(file));
    if (added.length > 0) {
      const theirs = await t
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(inArray(uploads.id, added), eq(uploads.uploadedBy, family.auth.user.id)));
      if (theirs.length !== added.length)
        throw invalidField(locale, "attachments", "validation.invalid");
    }
    const [overlapping] = await t
      .select({ from: attendanceLeaves.fromDay, to: attendanceLeaves.toDay })
      .from(attendanceLeaves)
      .where(
        and(
          eq(attendanceLeaves.studentId, family.child.id),
          inArray(attendanceLeaves.status, [...OPEN]),
          lte(attendanceLeaves.fromDay, input.to),
          gte(attendanceLeaves.toDay, input.from),
          input.id === undefined ? undefined : ne(attendanceLeaves.id, input.id),
        ),
      )
      .limit(1);
    if (overlapping) throw conflict("attendance.error.leaveOverlaps", overlapping);
    const values = {
      fromDay: input.from,
      toDay: input.to,
      part: input.part,
      reason: input.reason,
      note: input.note ?? "",
      attachments,
      status: "pending" as const,
    };
    if (input.id !== undefined) {
      await t
        .update(attendanceLeaves)
        .set({ ...values, appliedBy: family.auth.user.id })
        .where(eq(attendanceLeaves.id, input.id));
      return input.id;
    }
    const [made] = await t
      .insert(attendanceLeaves)
      .values({
        ...values,
        schoolId: family.schoolId,
        studentId: family.child.id,
        appliedBy: family.auth.user.id,
        appliedAt: now,
      })
      .returning({ id: attendanceLeaves.id });
    return made!.id;
  });
  return leaveOf(db, id);
}

/** Why an application cannot change: approved, or withdrawn, or not asked about. */
function refusalFor(leave: LeaveRow) {
  if (leave.status === "approved") return conflict("attendance.error.leaveDecided");
  if (leave.status === "withdrawn") return conflict("attendance.error.leaveWithdrawn");
  return conflict("attendance.error.leaveNotAsked");
}

/** A guardian withdraws an application of their child's not yet approved. */
export async function withdrawLeave(
  { db }: ServiceContext,
  { family, id }: { family: Family; id: number },
): Promise<Leave> {
  const [changed] = await db
    .update(attendanceLeaves)
    .set({ status: "withdrawn" })
    .where(
      and(
        eq(attendanceLeaves.id, id),
        eq(attendanceLeaves.studentId, family.child.id),
        inArray(attendanceLeaves.status, ["pending", "more_info"]),
      ),
    )
    .returning({ id: attendanceLeaves.id });
  if (changed) return leaveOf(db, changed.id);
  const [known] = await db
    .select()
    .from(attendanceLeaves)
    .where(and(eq(attendanceLeaves.id, id), eq(attendanceLeaves.studentId, family.child.id)));
  if (!known) throw notFound();
  throw refusalFor(known);
}

/** The applications of the keeper's classes: open ones by first day, or all, newest first. */
export async function leaveQueue(
  { db, now }: ServiceContext,
  {
    keeper,
    filter,
    pageNum,
    pageSize,
  }: { keeper: Keeper; filter: LeaveQueueFilter; pageNum: number; pageSize: number },
): Promise<Page<Leave>> {
  if (keeper.classes.length === 0) return { list: [], total: 0, pageNum, pageSize };
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const where = and(
    eq(attendanceLeaves.schoolId, keeper.schoolId),
    inArray(child.className, keeper.classes),
    filter === "open"
      ? or(
          inArray(attendanceLeaves.status, ["pending", "more_info"]),
          // Approved, still to come: a teacher sees who will be away.
          and(eq(attendanceLeaves.status, "approved"), gte(attendanceLeaves.toDay, schoolDay(now))),
        )
      : undefined,
  );
  const order =
    filter === "open"
      ? [
          sql`${attendanceLeaves.status} = 'approved'`,
          asc(attendanceLeaves.fromDay),
          asc(attendanceLeaves.id),
        ]
      : [desc(attendanceLeaves.appliedAt), desc(attendanceLeaves.id)];
  const [selected, [total]] = await Promise.all([
    selectLeaves(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(attendanceLeaves)
      .innerJoin(child, eq(child.id, attendanceLeaves.studentId))
      .where(where),
  ]);
  return { list: await asLeaves(db, selected), total: total!.n, pageNum, pageSize };
}

/**
 * A class teacher's answer on an application of their class: approved (its days' absences
 * then read as leave), or more asked of the family. Answers the application and whom to tell.
 */
export async function decideLeave(
  { db, now }: ServiceContext,
  {
    keeper,
    id,
    decision,
    note,
  }: { keeper: Keeper; id: number; decision: "approve" | "more_info"; note?: string },
): Promise<Leave> {
  const [known] = await db
    .select({ leave: attendanceLeaves, className: child.className })
    .from(attendanceLeaves)
    .innerJoin(child, eq(child.id, attendanceLeaves.studentId))
    .where(and(eq(attendanceLeaves.id, id), eq(attendanceLeaves.schoolId, keeper.schoolId)));
  if (!known || !keeper.classes.includes(known.className ?? "")) throw notFound();
  const status = decision === "approve" ? "approved" : "more_info";
  const [changed] = await db
    .update(attendanceLeaves)
    .set({ status, teacherNote: note || null, decidedBy: keeper.userId, decidedAt: now })
    // Asked for more, it may still be approved (the family phoned) or asked again.
    .where(
      and(eq(attendanceLeaves.id, id), inArray(attendanceLeaves.status, ["pending", "more_info"])),
    )
    .returning({ id: attendanceLeaves.id });
  if (!changed) {
    throw refusalFor(known.leave);
  }
  return leaveOf(db, id);
}

/** Marks covered by an application: for the register's and the month's `leave`. */
export const coveredBy = (leave: { from: string; to: string }, day: string) =>
  leave.from <= day && day <= leave.to;
