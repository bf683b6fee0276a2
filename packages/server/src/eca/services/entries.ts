import {
  classInGrade,
  entryScore,
  type EcaApproval,
  type EcaDecision,
  type EcaEntry,
  type EcaEntryPage,
  type EcaStudents,
  type Locale,
  type SaveEntry,
} from "@campus/contract";
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { isUniqueViolation, pageWindow } from "../../db/sql";
import { forbidden, invalidField, missing } from "../../http/api-problem";
import { translate } from "../messages";
import { permissionsOf } from "../../services/accounts";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import type { EcaCaller } from "../callers";
import {
  ecaCategories,
  ecaEntries,
  ecaEventPrizes,
  ecaEvents,
  ecaEventTeachers,
  ecaPrizes,
} from "../schema";
import { eventRow, isOffice, mayEdit } from "./event";
import { fromHundredths, ruleOf } from "./settings";
import { nameColumns, nameFor, withSimplified } from "./names";

/*
 * An event's students (the editor's third step, spec §2/§3): entries listed in register order,
 * added by class or search, each one's award, level and details changed with its score worked
 * out by the rule, moved to another event, removed, and — for what parents submit — passed or
 * refused. The event's editors do all of it; the event's average follows every change.
 */

type EventRow = typeof ecaEvents.$inferSelect;

const studentColumns = {
  id: users.id,
  name_zh: users.nameZh,
  name_en: users.nameEn,
  class_name: users.className,
  class_number: users.classNumber,
  student_no: users.studentNo,
};

/** An event the caller may change the students of (read as missing when another school's). */
async function editableEvent(db: Db, me: EcaCaller, id: number): Promise<EventRow> {
  const event = await eventRow(db, me.schoolId, id);
  if (!(await mayEdit(db, me, event))) throw forbidden();
  return event;
}

/** The event's average over its passed entries, as `averageScore` rounds it (half up). */
export async function refreshAverage(db: Db, eventId: number) {
  await db
    .update(ecaEvents)
    .set({
      averageScore: sql`(select round(avg(${ecaEntries.score}))::int from ${ecaEntries}
        where ${ecaEntries.eventId} = ${eventId} and ${ecaEntries.status} = 'passed')`,
    })
    .where(eq(ecaEvents.id, eventId));
}

/** What one entry of `event` with this prize and level scores by the school's rule. */
export async function scorer(db: Db, event: EventRow) {
  const [[category], rule] = await Promise.all([
    db
      .select({ score: ecaCategories.score })
      .from(ecaCategories)
      .where(eq(ecaCategories.id, event.categoryId)),
    ruleOf(db, event.schoolId),
  ]);
  const prizes = await db
    .select({ id: ecaPrizes.id, multiplier: ecaPrizes.multiplier })
    .from(ecaPrizes)
    .where(eq(ecaPrizes.schoolId, event.schoolId));
  return (prizeId: number | null, level: EcaEntry["level"]) =>
    entryScore(
      {
        categoryScore: category?.score ?? 0,
        multiplier: prizes.find((p) => p.id === prizeId)?.multiplier ?? null,
        level,
        group: event.type === "group",
      },
      { levelFactors: rule.level_factors, groupFraction: rule.group_percent },
    );
}

type EntryQueryRow = {
  entry: typeof ecaEntries.$inferSelect;
  student: EcaEntry["student"];
};

const entryOf = ({ entry, student }: EntryQueryRow, editable: boolean): EcaEntry => ({
  id: entry.id,
  student,
  source: entry.source,
  status: entry.status,
  reject_reason: entry.rejectReason,
  prize_id: entry.prizeId,
  level: entry.level,
  competition_item: entry.competitionItem,
  remark: entry.remark,
  achievement: entry.achievement,
  role: entry.role,
  hours: entry.hours === null ? null : entry.hours / 10,
  score: fromHundredths(entry.score),
  editable,
});

const entryRows = (db: Db, where: SQL | undefined) =>
  db
    .select({ entry: ecaEntries, student: studentColumns })
    .from(ecaEntries)
    .innerJoin(users, eq(users.id, ecaEntries.studentId))
    .where(where);

/** Whether the caller may change the students of `event` (its editors, with the action key). */
async function editsStudents(db: Db, me: EcaCaller, event: EventRow) {
  const [permissions, editor] = await Promise.all([
    permissionsOf(db, me.schoolId, me.roles),
    mayEdit(db, me, event),
  ]);
  return editor && (permissions["eca.events"]?.includes("edit") ?? false);
}

/**
 * An event's entries in register order (class, class number), optionally of one state and of
 * one class (a large event's students handled class by class, issue 37 item 11).
 */
export async function entriesOf(
  { db }: ServiceContext,
  {
    me,
    event_id,
    status,
    class_name,
    pageNum,
    pageSize,
  }: {
    me: EcaCaller;
    event_id: number;
    status?: EcaApproval;
    class_name?: string;
    pageNum: number;
    pageSize: number;
  },
): Promise<EcaEntryPage> {
  const event = await eventRow(db, me.schoolId, event_id);
  const ofClass = class_name ? eq(users.className, class_name) : undefined;
  const where = and(
    eq(ecaEntries.eventId, event.id),
    status ? eq(ecaEntries.status, status) : undefined,
    ofClass,
  );
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const [list, [counts], editable] = await Promise.all([
    entryRows(db, where)
      .orderBy(
        sql`${users.className} asc nulls last`,
        sql`${users.classNumber} asc nulls last`,
        asc(ecaEntries.competitionItem),
        asc(ecaEntries.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: sql<number>`count(*) filter (where ${status ? sql`${ecaEntries.status} = ${status}` : sql`true`})::int`,
        pending: sql<number>`count(*) filter (where ${ecaEntries.status} = 'pending')::int`,
      })
      .from(ecaEntries)
      .innerJoin(users, eq(users.id, ecaEntries.studentId))
      .where(and(eq(ecaEntries.eventId, event.id), ofClass)),
    editsStudents(db, me, event),
  ]);
  return {
    list: list.map((row) => entryOf(row, editable)),
    total: counts?.total ?? 0,
    pending: counts?.pending ?? 0,
    pageNum,
    pageSize,
  };
}

/** "4A 12", "4a12", "4A-12": a class and a class number, the Hong Kong way of naming a student. */
const CLASS_AND_NUMBER = /^([1-6][A-Za-z])\s*[-\s]?\s*(\d{1,2})$/;

/** The school's classes, and one class's students in register order or those a search finds. */
export async function studentsOf(
  { db }: ServiceContext,
  { me, class_name, q }: { me: EcaCaller; class_name?: string; q?: string },
): Promise<EcaStudents> {
  // Students who left (a whole school's roster lacked them) join no more events.
  const ofSchool = and(
    eq(users.schoolId, me.schoolId),
    eq(users.loginType, "student"),
    eq(users.status, "active"),
  );
  const classes = await db
    .selectDistinct({ name: users.className })
    .from(users)
    .where(and(ofSchool, sql`${users.className} is not null`))
    .orderBy(asc(users.className));
  let filter: SQL | undefined;
  if (q) {
    const numbered = CLASS_AND_NUMBER.exec(q);
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filter = numbered
      ? and(
          eq(sql`upper(${users.className})`, numbered[1]!.toUpperCase()),
          eq(users.classNumber, Number(numbered[2])),
        )
      : or(ilike(users.nameZh, like), ilike(users.nameEn, like), ilike(users.studentNo, like));
  } else if (class_name) filter = eq(users.className, class_name);
  const students =
    filter === undefined
      ? []
      : await db
          .select(studentColumns)
          .from(users)
          .where(and(ofSchool, filter))
          .orderBy(sql`${users.className} asc nulls last`, sql`${users.classNumber} asc nulls last`)
          .limit(50);
  return { classes: classes.map((c) => c.name!), students };
}

/**
 * Adds students of the school to an event, recorded by the school (passed: the event's own
 * teachers vouch for them); a student already in it (for the same competition item) is
 * counted, not added twice.
 */
export async function addEntries(
  { db, now, locale }: ServiceContext,
  {
    me,
    event_id,
    student_ids,
    competition_item = "",
  }: { me: EcaCaller; event_id: number; student_ids: number[]; competition_item?: string },
) {
  const event = await editableEvent(db, me, event_id);
  if (competition_item && !event.subItems.includes(competition_item))
    throw invalidField(locale, "competition_item", "eca.error.itemUnknown");
  const wanted = [...new Set(student_ids)];
  const students = await db
    .select({
      id: users.id,
      className: users.className,
      nameZh: users.nameZh,
      nameEn: users.nameEn,
    })
    .from(users)
    .where(
      and(
        inArray(users.id, wanted),
        eq(users.schoolId, me.schoolId),
        eq(users.loginType, "student"),
        eq(users.status, "active"),
      ),
    );
  if (students.length !== wanted.length)
    throw invalidField(locale, "student_ids", "eca.error.studentUnknown");
  // An event for one grade takes that grade's students only (spec §3: its grade).
  const outside = event.grade
    ? students.filter((s) => !classInGrade(s.className, event.grade!))
    : [];
  if (outside.length > 0)
    throw invalidField(locale, "student_ids", "eca.error.outsideGrade", {
      grade: gradeName(locale, event.grade!),
      names:
        outside
          .slice(0, 3)
          .map((s) => (locale === "en-US" ? s.nameEn || s.nameZh : s.nameZh || s.nameEn))
          .join(locale === "en-US" ? ", " : "、") + (outside.length > 3 ? "…" : ""),
      count: outside.length,
    });
  const score = (await scorer(db, event))(null, null);
  const added = await db
    .insert(ecaEntries)
    .values(
      wanted.map((studentId) => ({
        schoolId: me.schoolId,
        eventId: event.id,
        studentId,
        source: isOffice(me) ? ("school" as const) : ("teacher" as const),
        status: "passed" as const,
        competitionItem: competition_item,
        score,
        createdBy: me.userId,
        createdAt: now,
        decidedAt: now,
        decidedBy: me.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ecaEntries.id });
  await refreshAverage(db, event.id);
  return { added: added.length, already: wanted.length - added.length };
}

const NUMBERS = "一二三四五六";

/** A grade as the school's people say it ("小五", "中一"; the mainland's "初一", "高一"). */
function gradeName(locale: Locale, grade: string): string {
  const n = Number(grade.slice(1));
  if (locale === "en-US") return grade;
  if (grade[0] === "P") return `小${NUMBERS[n - 1]}`;
  if (locale === "zh-TW") return `中${NUMBERS[n - 1]}`;
  return n <= 3 ? `初${NUMBERS[n - 1]}` : `高${NUMBERS[n - 4]}`;
}

/** An entry of the school, with its event; refused when the caller does not edit the event. */
async function editableEntry(db: Db, me: EcaCaller, id: number) {
  const [entry] = await db
    .select()
    .from(ecaEntries)
    .where(and(eq(ecaEntries.id, id), eq(ecaEntries.schoolId, me.schoolId)));
  if (!entry) throw missing("eca.error.entryNotFound");
  return { entry, event: await editableEvent(db, me, entry.eventId) };
}

/**
 * Whether a prize may go to one more of the event's entries: one the event gives (step 2) and
 * still enabled, within its quota, and only once the event has begun (a result is of something
 * that happened).
 */
async function checkPrize(
  { db, locale, now }: ServiceContext,
  { event, prizeId, entryId }: { event: EventRow; prizeId: number; entryId: number },
) {
  const [offered] = await db
    .select({
      status: ecaPrizes.status,
      names: nameColumns(ecaPrizes),
      quantity: ecaEventPrizes.quantity,
    })
    .from(ecaEventPrizes)
    .innerJoin(ecaPrizes, eq(ecaPrizes.id, ecaEventPrizes.prizeId))
    .where(and(eq(ecaEventPrizes.eventId, event.id), eq(ecaEventPrizes.prizeId, prizeId)));
  if (!offered) throw invalidField(locale, "prize_id", "eca.error.prizeNotOffered");
  if (offered.status !== "enabled")
    throw invalidField(locale, "prize_id", "eca.error.settingUnavailable");
  if (event.startsOn > schoolDay(now))
    throw invalidField(locale, "prize_id", "eca.error.prizeBeforeEvent", {
      day: event.startsOn,
    });
  const [given] = await db
    .select({ n: count() })
    .from(ecaEntries)
    .where(
      and(
        eq(ecaEntries.eventId, event.id),
        eq(ecaEntries.prizeId, prizeId),
        ne(ecaEntries.id, entryId),
        ne(ecaEntries.status, "rejected"),
      ),
    );
  if (given!.n >= offered.quantity)
    throw invalidField(locale, "prize_id", "eca.error.prizeQuotaFull", {
      prize: nameFor(locale, withSimplified(offered.names)),
      quantity: offered.quantity,
    });
}

/** Changes one entry's details; its score is worked out again by the rule. */
export async function saveEntry(
  ctx: ServiceContext,
  { me, body }: { me: EcaCaller; body: SaveEntry },
): Promise<EcaEntry> {
  const { db, locale } = ctx;
  const { entry, event } = await editableEntry(db, me, body.id);
  const prizeId = body.prize_id ? Number(body.prize_id) : null;
  if (prizeId !== null && prizeId !== entry.prizeId)
    await checkPrize(ctx, { event, prizeId, entryId: entry.id });
  // An entry's hours are of the event's: never more than it lasted (0: the event gave none).
  const hours = body.hours ? Math.round(Number(body.hours) * 10) : null;
  if (hours !== null && event.hours > 0 && hours > event.hours)
    throw invalidField(locale, "hours", "eca.error.hoursOverEvent", { max: event.hours / 10 });
  const item = body.competition_item ?? "";
  if (item && item !== entry.competitionItem && !event.subItems.includes(item))
    throw invalidField(locale, "competition_item", "eca.error.itemUnknown");
  const level = body.level ? body.level : null;
  const score = (await scorer(db, event))(prizeId, level);
  try {
    await db
      .update(ecaEntries)
      .set({
        prizeId,
        level,
        competitionItem: item,
        remark: body.remark ?? "",
        achievement: body.achievement ?? "",
        role: body.role ?? "",
        hours,
        score,
      })
      .where(eq(ecaEntries.id, entry.id));
  } catch (error) {
    if (isUniqueViolation(error))
      throw invalidField(locale, "competition_item", "eca.error.alreadyInEvent");
    throw error;
  }
  await refreshAverage(db, event.id);
  const [row] = await entryRows(db, eq(ecaEntries.id, entry.id));
  return entryOf(row!, true);
}

/** Entries of `eventId` among `ids` (others are not this event's: left alone). */
const entriesIn = (db: Db, eventId: number, ids: number[]) =>
  db
    .select()
    .from(ecaEntries)
    .where(and(eq(ecaEntries.eventId, eventId), inArray(ecaEntries.id, [...new Set(ids)])));

export async function removeEntries(
  { db }: ServiceContext,
  { me, event_id, ids }: { me: EcaCaller; event_id: number; ids: number[] },
) {
  const event = await editableEvent(db, me, event_id);
  const removed = await db
    .delete(ecaEntries)
    .where(and(eq(ecaEntries.eventId, event.id), inArray(ecaEntries.id, ids)))
    .returning({ id: ecaEntries.id });
  await refreshAverage(db, event.id);
  return { removed: removed.length };
}

/**
 * Moves entries to another event the caller edits, each on its own: one whose student is
 * already in the target (for the same item) stays, and its result says so. A moved entry
 * keeps its award and level but not a competition item the target does not have; both
 * events' scores and averages follow.
 */
export async function moveEntries(
  { db, locale }: ServiceContext,
  {
    me,
    event_id,
    ids,
    to_event_id,
  }: { me: EcaCaller; event_id: number; ids: number[]; to_event_id: number },
) {
  const from = await editableEvent(db, me, event_id);
  if (to_event_id === from.id) throw invalidField(locale, "to_event_id", "eca.error.moveSame");
  const to = await editableEvent(db, me, to_event_id);
  const entries = await entriesIn(db, from.id, ids);
  const score = await scorer(db, to);
  const results = [];
  for (const id of [...new Set(ids)]) {
    const entry = entries.find((e) => e.id === id);
    if (!entry) {
      results.push({ id, ok: false, msg: translate(locale, "eca.error.entryNotFound") });
      continue;
    }
    const item = to.subItems.includes(entry.competitionItem) ? entry.competitionItem : "";
    try {
      await db
        .update(ecaEntries)
        .set({ eventId: to.id, competitionItem: item, score: score(entry.prizeId, entry.level) })
        .where(eq(ecaEntries.id, id));
      results.push({ id, ok: true, msg: translate(locale, "api.batch.done") });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      results.push({ id, ok: false, msg: translate(locale, "eca.error.alreadyInEvent") });
    }
  }
  await Promise.all([refreshAverage(db, from.id), refreshAverage(db, to.id)]);
  return { results };
}

/**
 * Passes or refuses waiting entries (a parent's submissions), each on its own: the office any of
 * the school's, a teacher those of events they answer for that they did not add themselves.
 */
export async function decideEntries(
  { db, now, locale }: ServiceContext,
  {
    me,
    ids,
    decision,
    reason,
  }: { me: EcaCaller; ids: number[]; decision: EcaDecision; reason?: string },
) {
  const wanted = [...new Set(ids)];
  const entries = await db
    .select()
    .from(ecaEntries)
    .where(and(inArray(ecaEntries.id, wanted), eq(ecaEntries.schoolId, me.schoolId)));
  const eventIds = [...new Set(entries.map((e) => e.eventId))];
  const teachers = eventIds.length
    ? await db.select().from(ecaEventTeachers).where(inArray(ecaEventTeachers.eventId, eventIds))
    : [];
  const results = [];
  for (const id of wanted) {
    const entry = entries.find((e) => e.id === id);
    const refuse = (msg: Parameters<typeof translate>[1]) =>
      results.push({ id, ok: false, msg: translate(locale, msg) });
    if (!entry) {
      refuse("eca.error.entryNotFound");
      continue;
    }
    const responsible = teachers.some(
      (t) => t.eventId === entry.eventId && t.teacherId === me.userId,
    );
    if (!isOffice(me) && !(responsible && entry.createdBy !== me.userId)) {
      refuse("eca.error.notYourEntry");
      continue;
    }
    const [moved] = await db
      .update(ecaEntries)
      .set({
        status: decision === "pass" ? "passed" : "rejected",
        rejectReason: decision === "pass" ? null : (reason ?? ""),
        decidedAt: now,
        decidedBy: me.userId,
      })
      .where(and(eq(ecaEntries.id, id), eq(ecaEntries.status, "pending")))
      .returning({ id: ecaEntries.id });
    if (!moved) {
      refuse("eca.error.entryNotPending");
      continue;
    }
    // A parent's record is one event and its entry: they are decided together.
    if (entry.source === "parent")
      await db
        .update(ecaEvents)
        .set({
          status: decision === "pass" ? "passed" : "rejected",
          rejectReason: decision === "pass" ? null : (reason ?? ""),
          decidedAt: now,
          decidedBy: me.userId,
          version: sql`${ecaEvents.version} + 1`,
        })
        .where(
          and(
            eq(ecaEvents.id, entry.eventId),
            eq(ecaEvents.source, "parent"),
            eq(ecaEvents.status, "pending"),
          ),
        );
    results.push({ id, ok: true, msg: translate(locale, "api.batch.done") });
  }
  await Promise.all(eventIds.map((eventId) => refreshAverage(db, eventId)));
  return { results };
}
