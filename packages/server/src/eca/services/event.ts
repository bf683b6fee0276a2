import type { EcaEvent, SaveEvent } from "@campus/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { isUniqueViolation, type Tx } from "../../db/sql";
import { conflict, forbidden, invalidField, missing } from "../../http/api-problem";
import { permissionsOf } from "../../services/accounts";
import type { ServiceContext } from "../../services/context";
import type { EcaCaller } from "../callers";
import {
  ecaCategories,
  ecaEntries,
  ecaEventPrizes,
  ecaEvents,
  ecaEventTags,
  ecaEventTeachers,
  ecaEventTraits,
  ecaPrizes,
  ecaTags,
  ecaTraits,
} from "../schema";
import { EVENT_UPLOADS } from "./event-files";
import { eventRows, rowOf } from "./events";

type EventRow = typeof ecaEvents.$inferSelect;

/** Whether the caller is the school office (the staff role), who may act on any event. */
export const isOffice = (me: EcaCaller) => me.roles.includes("staff");

async function teachersOf(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ id: ecaEventTeachers.teacherId })
    .from(ecaEventTeachers)
    .where(eq(ecaEventTeachers.eventId, eventId));
  return rows.map((r) => r.id);
}

/** The office changes any event of the school; a teacher those they created or answer for. */
export async function mayEdit(db: Db, me: EcaCaller, event: EventRow): Promise<boolean> {
  if (isOffice(me)) return true;
  return event.createdBy === me.userId || (await teachersOf(db, event.id)).includes(me.userId);
}

/** An event of the caller's school, or "not found" (another school's reads as missing). */
export async function eventRow(db: Db, schoolId: number, id: number): Promise<EventRow> {
  const [event] = await db
    .select()
    .from(ecaEvents)
    .where(and(eq(ecaEvents.id, id), eq(ecaEvents.schoolId, schoolId)));
  if (!event) throw missing("eca.error.eventNotFound");
  return event;
}

/** One event whole, with what the caller may do with it. */
export async function eventOf(
  { db }: ServiceContext,
  { me, id }: { me: EcaCaller; id: number },
): Promise<EcaEvent> {
  const event = await eventRow(db, me.schoolId, id);
  const [[row], creator, permissions, editable, traits, prizes, attachments, photos] =
    await Promise.all([
      eventRows(db, eq(ecaEvents.id, id)),
      event.createdBy === null
        ? Promise.resolve([])
        : db
            .select({ id: users.id, name_zh: users.nameZh, name_en: users.nameEn })
            .from(users)
            .where(eq(users.id, event.createdBy)),
      permissionsOf(db, me.schoolId, me.roles),
      mayEdit(db, me, event),
      db
        .select({ id: ecaEventTraits.traitId })
        .from(ecaEventTraits)
        .where(eq(ecaEventTraits.eventId, id))
        .orderBy(asc(ecaEventTraits.traitId)),
      db
        .select({ prize_id: ecaEventPrizes.prizeId, quantity: ecaEventPrizes.quantity })
        .from(ecaEventPrizes)
        .where(eq(ecaEventPrizes.eventId, id))
        .orderBy(asc(ecaEventPrizes.prizeId)),
      EVENT_UPLOADS.attachments.of(db, { schoolId: me.schoolId, ids: event.attachments }),
      EVENT_UPLOADS.photos.of(db, { schoolId: me.schoolId, ids: event.photos }),
    ]);
  const responsible = row!.teachers.some((t) => t.id === me.userId);
  const approver = permissions["eca.approval"]?.includes("edit") ?? false;
  return {
    ...rowOf(row!),
    content: event.content,
    organiser: event.organiser,
    sub_items: event.subItems,
    start_time: event.startTime,
    end_time: event.endTime,
    attachments,
    photos,
    version: event.version,
    reject_reason: event.rejectReason,
    created_by: creator[0] ?? null,
    created_at: event.createdAt.toISOString(),
    trait_ids: traits.map((t) => t.id),
    prizes,
    can: {
      edit: editable && (permissions["eca.events"]?.includes("edit") ?? false),
      // The office, or a responsible teacher who did not add it (nobody approves their own).
      approve:
        approver &&
        (isOffice(me) || (responsible && event.createdBy !== me.userId)) &&
        event.status === "pending",
      delete:
        (permissions["eca.events"]?.includes("delete") ?? false) &&
        (isOffice(me) || (editable && event.status !== "passed")),
    },
  };
}

/** The school's teachers (and office staff), by name. */
export async function schoolTeachers({ db }: ServiceContext, schoolId: number) {
  const teachers = await db
    .select({ id: users.id, name_zh: users.nameZh, name_en: users.nameEn })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.loginType, "teacher")))
    .orderBy(asc(users.nameEn));
  return { teachers };
}

/** A column's name as the contract writes the field ("categoryId" → "category_id"). */
const fieldName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * What a passed event's change adds to what changed since it was passed: set when a change
 * reopens it, added to while it waits reopened, left alone otherwise (the approvals list).
 */
export function sinceReopened(
  event: { changedSincePassed: string[] | null },
  reopens: boolean,
  changed: string[],
): { changedSincePassed?: string[] } {
  if (!reopens && !event.changedSincePassed) return {};
  return { changedSincePassed: [...new Set([...(event.changedSincePassed ?? []), ...changed])] };
}

/**
 * The trait items and prizes (with their numbers) of `from` that are still in use, given to
 * `to`: a copied event recognises and awards what its original did. Its students stay behind.
 */
async function copyAwards(tx: Tx, from: number, to: number) {
  const traits = await tx
    .select({ traitId: ecaEventTraits.traitId })
    .from(ecaEventTraits)
    .innerJoin(ecaTraits, eq(ecaTraits.id, ecaEventTraits.traitId))
    .where(and(eq(ecaEventTraits.eventId, from), eq(ecaTraits.status, "enabled")));
  if (traits.length)
    await tx.insert(ecaEventTraits).values(traits.map(({ traitId }) => ({ eventId: to, traitId })));
  const prizes = await tx
    .select({ prizeId: ecaEventPrizes.prizeId, quantity: ecaEventPrizes.quantity })
    .from(ecaEventPrizes)
    .innerJoin(ecaPrizes, eq(ecaPrizes.id, ecaEventPrizes.prizeId))
    .where(and(eq(ecaEventPrizes.eventId, from), eq(ecaPrizes.status, "enabled")));
  if (prizes.length)
    await tx.insert(ecaEventPrizes).values(prizes.map((prize) => ({ eventId: to, ...prize })));
}

/**
 * Adds an event (pending the office's approval; the office's own are "school" records, a
 * teacher's "teacher" ones) or changes one's basic information. Refused: another teacher's
 * event, a version other than the one stored (someone saved since), a category or label of
 * another school or disabled (unless the event has it already), teachers not of the school, a
 * code the school already uses. Added as a copy (`copy_of`), it brings the original's trait
 * items and awards still in use.
 */
export async function saveEvent(
  ctx: ServiceContext,
  { me, body }: { me: EcaCaller; body: SaveEvent },
): Promise<EcaEvent> {
  const { db, locale } = ctx;
  const existing = body.id === undefined ? null : await eventRow(db, me.schoolId, body.id);
  // A copy (issue 37, item 13): of an event of the school the caller reads; adding only.
  const source =
    existing || body.copy_of === undefined ? null : await eventRow(db, me.schoolId, body.copy_of);
  if (existing && !(await mayEdit(db, me, existing))) throw forbidden();
  if (existing && body.version !== existing.version) throw conflict("eca.error.stale");

  const currentTags = existing
    ? (
        await db
          .select({ id: ecaEventTags.tagId })
          .from(ecaEventTags)
          .where(eq(ecaEventTags.eventId, existing.id))
      ).map((r) => r.id)
    : [];
  const [category] = await db
    .select()
    .from(ecaCategories)
    .where(and(eq(ecaCategories.id, body.category_id), eq(ecaCategories.schoolId, me.schoolId)));
  const keepsCategory = existing?.categoryId === body.category_id;
  if (!category || (category.status === "disabled" && !keepsCategory))
    throw invalidField(locale, "category_id", "eca.error.settingUnavailable");
  const tagIds = [...new Set(body.tag_ids)];
  const tags = tagIds.length
    ? await db
        .select()
        .from(ecaTags)
        .where(and(inArray(ecaTags.id, tagIds), eq(ecaTags.schoolId, me.schoolId)))
    : [];
  const usable = tags.filter((t) => t.status === "enabled" || currentTags.includes(t.id));
  if (usable.length !== tagIds.length)
    throw invalidField(locale, "tag_ids", "eca.error.settingUnavailable");
  const teacherIds = [...new Set(body.teacher_ids.length ? body.teacher_ids : [me.userId])];
  const teachers = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, teacherIds),
        eq(users.schoolId, me.schoolId),
        eq(users.loginType, "teacher"),
      ),
    );
  if (teachers.length !== teacherIds.length)
    throw invalidField(locale, "teacher_ids", "eca.error.teacherUnknown");

  // Files and photos uploaded by the school's people for events; those kept, and any added.
  const [attachments, photos] = await Promise.all(
    (["attachments", "photos"] as const).map((as) =>
      body[as] === undefined
        ? (existing?.[as] ?? [])
        : EVENT_UPLOADS[as].check(ctx, { schoolId: me.schoolId, ids: body[as] }),
    ),
  );
  const values = {
    code: body.code,
    nameZh: body.name_zh,
    nameEn: body.name_en,
    content: body.content ?? "",
    nature: body.nature,
    type: body.type,
    categoryId: body.category_id,
    region: body.region,
    organiser: body.organiser ?? "",
    schoolYear: body.school_year,
    semester: body.semester,
    grade: body.grade ? body.grade : null,
    startsOn: body.starts_on,
    endsOn: body.ends_on,
    // "" is none; left out, as it was (as the files and photos).
    startTime:
      body.start_time === undefined ? (existing?.startTime ?? null) : body.start_time || null,
    endTime: body.end_time === undefined ? (existing?.endTime ?? null) : body.end_time || null,
    hours: Math.round(Number(body.hours) * 10),
    subItems: body.sub_items,
    updatedAt: ctx.now,
  };
  // What the office passed, changed by a teacher: it goes back for approval (the office's own
  // change is its approval).
  const fieldsChanged = existing
    ? (Object.keys(values) as (keyof typeof values)[])
        .filter(
          (key) =>
            key !== "updatedAt" && JSON.stringify(values[key]) !== JSON.stringify(existing[key]),
        )
        .map(fieldName)
    : [];
  const reopens = existing?.status === "passed" && !isOffice(me) && fieldsChanged.length > 0;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      let eventId: number;
      if (existing) {
        const [changed] = await tx
          .update(ecaEvents)
          .set({
            ...values,
            // Files and photos record it, they change nothing approved (photos come after).
            attachments,
            photos,
            version: sql`${ecaEvents.version} + 1`,
            // A rejected event corrected by its author goes back for approval; the reason stays.
            // So does a passed one a teacher changed, with what changed for the approvals list.
            ...(existing.status === "rejected" || reopens ? { status: "pending" as const } : {}),
            ...sinceReopened(existing, reopens, fieldsChanged),
          })
          .where(and(eq(ecaEvents.id, existing.id), eq(ecaEvents.version, existing.version)))
          .returning({ id: ecaEvents.id });
        if (!changed) throw conflict("eca.error.stale");
        eventId = changed.id;
        await tx.delete(ecaEventTags).where(eq(ecaEventTags.eventId, eventId));
        await tx.delete(ecaEventTeachers).where(eq(ecaEventTeachers.eventId, eventId));
      } else {
        const [added] = await tx
          .insert(ecaEvents)
          .values({
            ...values,
            attachments,
            photos,
            schoolId: me.schoolId,
            source: isOffice(me) ? "school" : "teacher",
            status: "pending",
            createdBy: me.userId,
            createdAt: ctx.now,
          })
          .returning({ id: ecaEvents.id });
        eventId = added!.id;
        if (source) await copyAwards(tx, source.id, eventId);
      }
      if (tagIds.length)
        await tx.insert(ecaEventTags).values(tagIds.map((tagId) => ({ eventId, tagId })));
      await tx
        .insert(ecaEventTeachers)
        .values(teacherIds.map((teacherId) => ({ eventId, teacherId })));
      return eventId;
    });
  } catch (error) {
    // A field's refusal, said beside the code, where the office fixes it (issue 37, item 18).
    if (isUniqueViolation(error)) throw invalidField(ctx.locale, "code", "eca.error.codeTaken");
    throw error;
  }
  return eventOf(ctx, { me, id });
}

/**
 * Deletes an event with its students' entries: the office any of the school's; a teacher one
 * they may change (added or answer for) until it is passed — a passed event is the school's
 * record, which only the office removes. Answers how many entries went with it.
 */
export async function deleteEvent(
  { db }: ServiceContext,
  { me, id }: { me: EcaCaller; id: number },
): Promise<{ removed: number }> {
  const event = await eventRow(db, me.schoolId, id);
  if (!isOffice(me)) {
    if (!(await mayEdit(db, me, event))) throw forbidden();
    if (event.status === "passed") throw conflict("eca.error.passedLocked");
  }
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(ecaEntries)
      .where(eq(ecaEntries.eventId, event.id))
      .returning({ id: ecaEntries.id });
    await tx.delete(ecaEvents).where(eq(ecaEvents.id, event.id));
    return { removed: removed.length };
  });
}
