import {
  BOOKABLE_INTERVIEW_STATUSES,
  mayRecordInterviewResult,
  ResultCode,
  type Application,
  type InterviewResult,
  type InterviewSessions,
  type OfficeSession,
  type SessionRoster,
} from "@campus/contract";
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, max, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/sql";
import { ApiProblem, conflict, invalidField, missing, notYours } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import { simplified } from "../../services/simplified";
import {
  applications,
  interviewBookings,
  interviewSessions,
  registrationClasses,
  registrationSettings,
} from "../schema";
import { users } from "../../db/schema";
import { applicationOf, mine, numberOf, ofSchool, type ApplicationRow } from "./applications";
import { movableUntil, officeSessionOf, sessionOf, type SessionRow } from "./interview-view";

/*
 * Interviews (README, "Interviews"): the office publishes sessions; a family whose fee is paid
 * books one within the booking window and may move it until the school's days before; the
 * office checks the family in by the booking's code and records the result. A session's places
 * are counted by the same statement that takes one (`booked < capacity`), so two families never
 * get the last place.
 */

const refuse = (id: Parameters<typeof invalidField>[2]) =>
  new ApiProblem(ResultCode.badRequest, id);

async function settingsOf(db: Db, schoolId: number) {
  const [settings] = await db
    .select()
    .from(registrationSettings)
    .where(eq(registrationSettings.schoolId, schoolId));
  if (!settings) throw missing("registration.error.notOffered");
  return settings;
}

/** A family may book once the application is in and its fee paid, until the interview is had. */
function due(row: ApplicationRow) {
  if (row.submittedAt === null || row.status === "not_passed" || row.feeStatus !== "paid")
    throw refuse("registration.error.interviewNotDue");
  if (!BOOKABLE_INTERVIEW_STATUSES.includes(row.interviewStatus))
    throw refuse("registration.error.interviewWrongState");
}

const bookingOpen = (
  settings: { interviewsBookFrom: string | null; interviewsBookUntil: string | null },
  now: Date,
) => {
  const today = schoolDay(now);
  return (
    settings.interviewsBookFrom !== null &&
    settings.interviewsBookUntil !== null &&
    settings.interviewsBookFrom <= today &&
    today <= settings.interviewsBookUntil
  );
};

/** The sessions an application may be given: its school's intake, its class or any, not begun. */
async function sessionFor(db: Db, row: ApplicationRow, sessionId: number, now: Date) {
  const [session] = await db
    .select()
    .from(interviewSessions)
    .where(eq(interviewSessions.id, sessionId));
  const fits =
    session &&
    session.schoolId === row.schoolId &&
    session.intakeYear === row.intakeYear &&
    (session.classCode === null || session.classCode === row.form.class_code) &&
    session.startsAt > now;
  if (!fits) throw refuse("registration.error.sessionUnavailable");
  return session;
}

async function bookingOf(db: Db, applicationId: number) {
  const [booking] = await db
    .select({ booking: interviewBookings, session: interviewSessions })
    .from(interviewBookings)
    .innerJoin(interviewSessions, eq(interviewSessions.id, interviewBookings.sessionId))
    .where(eq(interviewBookings.applicationId, applicationId));
  return booking ?? null;
}

/**
 * Takes a place in `session` for the application, giving back the one it had; in one
 * transaction, so a full session or a booking changed meanwhile leaves everything as it was.
 */
async function place(db: Db, row: ApplicationRow, session: SessionRow, now: Date) {
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(interviewSessions)
        .set({ booked: sql`${interviewSessions.booked} + 1` })
        .where(
          and(
            eq(interviewSessions.id, session.id),
            sql`${interviewSessions.booked} < ${interviewSessions.capacity}`,
          ),
        )
        .returning({ id: interviewSessions.id });
      if (!taken) throw conflict("registration.error.sessionFull");
      const [old] = await tx
        .delete(interviewBookings)
        .where(eq(interviewBookings.applicationId, row.id))
        .returning();
      if (old)
        await tx
          .update(interviewSessions)
          .set({ booked: sql`${interviewSessions.booked} - 1` })
          .where(eq(interviewSessions.id, old.sessionId));
      await tx.insert(interviewBookings).values({
        applicationId: row.id,
        sessionId: session.id,
        checkInCode: old?.checkInCode ?? randomBytes(16).toString("hex"),
        bookedAt: now,
      });
      const [moved] = await tx
        .update(applications)
        .set({ interviewStatus: "awaiting", updatedAt: now })
        .where(
          and(eq(applications.id, row.id), eq(applications.interviewStatus, row.interviewStatus)),
        )
        .returning({ id: applications.id });
      if (!moved) throw conflict("registration.error.interviewChanged");
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("registration.error.interviewChanged");
    throw error;
  }
}

/** A booking may be moved (or given back) until the school's days before its session. */
async function stillMovable(db: Db, row: ApplicationRow, now: Date) {
  const current = await bookingOf(db, row.id);
  if (!current) return null;
  if (current.booking.checkedInAt) throw refuse("registration.error.interviewWrongState");
  const settings = await settingsOf(db, row.schoolId);
  if (now > movableUntil(current.session.startsAt, settings.interviewMoveDays))
    throw new ApiProblem(ResultCode.badRequest, "registration.error.interviewTooLateToMove", {
      days: settings.interviewMoveDays,
    });
  return current;
}

// ── The family ───────────────────────────────────────────────────────────────────────────

/** The sessions the application may book now (full ones too, with no places left). */
export async function interviewSessionsFor(
  { db, now }: ServiceContext,
  { guardianId, id }: { guardianId: number; id: number },
): Promise<InterviewSessions> {
  const row = await mine(db, guardianId, id);
  const settings = await settingsOf(db, row.schoolId);
  const sessions = await db
    .select()
    .from(interviewSessions)
    .where(
      and(
        eq(interviewSessions.schoolId, row.schoolId),
        eq(interviewSessions.intakeYear, row.intakeYear),
        eq(interviewSessions.published, true),
        gt(interviewSessions.startsAt, now),
        or(
          isNull(interviewSessions.classCode),
          eq(interviewSessions.classCode, row.form.class_code ?? ""),
        ),
      ),
    )
    .orderBy(asc(interviewSessions.startsAt), asc(interviewSessions.groupName));
  return {
    sessions: sessions.map(sessionOf),
    books_from: settings.interviewsBookFrom ?? "",
    books_until: settings.interviewsBookUntil ?? "",
    move_days: settings.interviewMoveDays,
    open: bookingOpen(settings, now),
  };
}

/** Books (or moves) the application's interview within the window and the session's places. */
export async function bookInterview(
  { db, now }: ServiceContext,
  { guardianId, id, sessionId }: { guardianId: number; id: number; sessionId: number },
): Promise<Application> {
  const row = await mine(db, guardianId, id);
  due(row);
  if (!bookingOpen(await settingsOf(db, row.schoolId), now))
    throw refuse("registration.error.interviewBookingClosed");
  const session = await sessionFor(db, row, sessionId, now);
  if (!session.published) throw refuse("registration.error.sessionUnavailable");
  const current = await stillMovable(db, row, now);
  // The same session again: nothing to do (a double tap books once).
  if (current?.session.id !== session.id) await place(db, row, session, now);
  return applicationOf(db, await mine(db, guardianId, id));
}

/** None of the times suits the family: the school arranges one; a booked place is given back. */
export async function askInterviewTime(
  { db, now }: ServiceContext,
  { guardianId, id }: { guardianId: number; id: number },
): Promise<Application> {
  const row = await mine(db, guardianId, id);
  due(row);
  if (row.interviewStatus !== "to_schedule") {
    await stillMovable(db, row, now);
    await db.transaction(async (tx) => {
      const [old] = await tx
        .delete(interviewBookings)
        .where(eq(interviewBookings.applicationId, row.id))
        .returning();
      if (old)
        await tx
          .update(interviewSessions)
          .set({ booked: sql`${interviewSessions.booked} - 1` })
          .where(eq(interviewSessions.id, old.sessionId));
      await tx
        .update(applications)
        .set({ interviewStatus: "to_schedule", updatedAt: now })
        .where(eq(applications.id, row.id));
    });
  }
  return applicationOf(db, await mine(db, guardianId, id));
}

// ── The school office ────────────────────────────────────────────────────────────────────

/** The office's sessions of its school's current intake, earliest first. */
export async function officeSessions(
  { db }: ServiceContext,
  { schoolId }: { schoolId: number },
): Promise<{ sessions: OfficeSession[] }> {
  const settings = await settingsOf(db, schoolId);
  const rows = await db
    .select()
    .from(interviewSessions)
    .where(
      and(
        eq(interviewSessions.schoolId, schoolId),
        eq(interviewSessions.intakeYear, settings.intakeYear),
      ),
    )
    .orderBy(asc(interviewSessions.startsAt), asc(interviewSessions.groupName));
  return { sessions: rows.map(officeSessionOf) };
}

export interface SessionInput {
  id?: number;
  class_code?: string;
  starts_at: string;
  ends_at: string;
  venue: string;
  venue_en?: string;
  group_name: string;
  capacity: number;
  published: boolean;
}

/** Adds or changes a session; its places never fall below those booked. */
export async function officeSaveSession(
  ctx: ServiceContext,
  { schoolId, ...input }: SessionInput & { schoolId: number },
): Promise<OfficeSession> {
  const { db } = ctx;
  const settings = await settingsOf(db, schoolId);
  const classCode = input.class_code || null;
  if (classCode) {
    const [known] = await db
      .select()
      .from(registrationClasses)
      .where(
        and(eq(registrationClasses.schoolId, schoolId), eq(registrationClasses.code, classCode)),
      );
    if (!known) throw invalidField(ctx.locale, "class_code", "validation.invalidOption");
  }
  // A new session, or a session moved, is ahead of now: no one can be interviewed yesterday.
  const startsAt = new Date(input.starts_at);
  const [current] =
    input.id === undefined
      ? [undefined]
      : await db
          .select()
          .from(interviewSessions)
          .where(and(eq(interviewSessions.id, input.id), eq(interviewSessions.schoolId, schoolId)));
  if (input.id !== undefined && !current) throw notYours();
  const moved = current?.startsAt.getTime() !== startsAt.getTime();
  if (moved && startsAt <= ctx.now)
    throw invalidField(ctx.locale, "starts_at", "registration.error.sessionInPast");
  // The same class, time, venue and group twice is one session listed twice.
  const [twin] = await db
    .select({ id: interviewSessions.id })
    .from(interviewSessions)
    .where(
      and(
        eq(interviewSessions.schoolId, schoolId),
        eq(interviewSessions.intakeYear, settings.intakeYear),
        classCode === null
          ? isNull(interviewSessions.classCode)
          : eq(interviewSessions.classCode, classCode),
        eq(interviewSessions.startsAt, startsAt),
        eq(interviewSessions.venue, input.venue),
        eq(interviewSessions.groupName, input.group_name),
        input.id === undefined ? undefined : ne(interviewSessions.id, input.id),
      ),
    );
  if (twin) throw invalidField(ctx.locale, "starts_at", "registration.error.sessionTwin");
  const values = {
    classCode,
    startsAt,
    endsAt: new Date(input.ends_at),
    venue: input.venue,
    venueCn: simplified(input.venue),
    venueEn: input.venue_en ?? "",
    groupName: input.group_name,
    capacity: input.capacity,
    published: input.published,
  };
  if (input.id === undefined) {
    const [made] = await db
      .insert(interviewSessions)
      .values({ schoolId, intakeYear: settings.intakeYear, booked: 0, ...values })
      .returning();
    return officeSessionOf(made!);
  }
  const [saved] = await db
    .update(interviewSessions)
    .set(values)
    .where(
      and(
        eq(interviewSessions.id, current!.id),
        sql`${interviewSessions.booked} <= ${input.capacity}`,
      ),
    )
    .returning();
  if (!saved) throw invalidField(ctx.locale, "capacity", "registration.error.capacityBelowBooked");
  return officeSessionOf(saved);
}

/**
 * Deletes a session no family has booked (added by mistake, a duplicate); a booked one stays,
 * said so — its families are placed in another session first.
 */
/** A session's roster: each family booked in it, by application number (README, "Interviews"). */
export async function officeSessionRoster(
  { db }: ServiceContext,
  { schoolId, id }: { schoolId: number; id: number },
): Promise<SessionRoster> {
  const [session] = await db
    .select()
    .from(interviewSessions)
    .where(and(eq(interviewSessions.id, id), eq(interviewSessions.schoolId, schoolId)));
  if (!session) throw notYours();
  const rows = await db
    .select({
      id: applications.id,
      intakeYear: applications.intakeYear,
      form: applications.form,
      interviewStatus: applications.interviewStatus,
      checkedInAt: interviewBookings.checkedInAt,
      phone: users.username,
      countryCode: users.countryCode,
    })
    .from(interviewBookings)
    .innerJoin(applications, eq(applications.id, interviewBookings.applicationId))
    .innerJoin(users, eq(users.id, applications.guardianId))
    .where(eq(interviewBookings.sessionId, id))
    .orderBy(asc(applications.id));
  return {
    session: officeSessionOf(session),
    applicants: rows.map((row) => ({
      id: row.id,
      number: numberOf(row),
      child_name_zh: row.form.name_zh ?? "",
      child_name_en: row.form.name_en ?? "",
      class_code: row.form.class_code || null,
      interview_status: row.interviewStatus,
      checked_in_at: row.checkedInAt?.toISOString() ?? null,
      phone: `+${row.countryCode} ${row.phone}`,
    })),
  };
}

export async function officeDeleteSession(
  { db }: ServiceContext,
  { schoolId, id }: { schoolId: number; id: number },
): Promise<null> {
  const [session] = await db
    .select()
    .from(interviewSessions)
    .where(and(eq(interviewSessions.id, id), eq(interviewSessions.schoolId, schoolId)));
  if (!session) throw notYours();
  const [booking] = await db
    .select({ id: interviewBookings.applicationId })
    .from(interviewBookings)
    .where(eq(interviewBookings.sessionId, id))
    .limit(1);
  if (booking || session.booked > 0) throw conflict("registration.error.sessionBooked");
  // A booking arriving between the look and the delete keeps the session (its foreign key).
  try {
    await db.delete(interviewSessions).where(eq(interviewSessions.id, id));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict("registration.error.sessionBooked");
    throw error;
  }
  return null;
}

/** The office places an application in a session, outside the family's window. */
export async function officeAssignInterview(
  { db, now }: ServiceContext,
  {
    schoolId,
    id,
    sessionId,
    placed = async (application) => application,
  }: {
    schoolId: number;
    id: number;
    sessionId: number;
    /** What follows a new place (the family told): not called when it was theirs already. */
    placed?: (application: Application) => Promise<Application>;
  },
): Promise<Application> {
  const row = await ofSchool(db, schoolId, id);
  if (row.status === "not_passed" || !BOOKABLE_INTERVIEW_STATUSES.includes(row.interviewStatus))
    throw refuse("registration.error.interviewWrongState");
  const session = await sessionFor(db, row, sessionId, now);
  const current = await bookingOf(db, row.id);
  if (current?.booking.checkedInAt) throw refuse("registration.error.interviewWrongState");
  if (current?.session.id === session.id) return applicationOf(db, row);
  await place(db, row, session, now);
  return placed(await applicationOf(db, await ofSchool(db, schoolId, id)));
}

/** Checks a family in by their booking's code: the interview is under review. Twice is once. */
export async function officeCheckIn(
  { db, now }: ServiceContext,
  {
    schoolId,
    code,
    look = false,
    reason,
  }: { schoolId: number; code: string; look?: boolean; reason?: string },
): Promise<Application> {
  const [found] = await db
    .select({
      booking: interviewBookings,
      application: applications,
      startsAt: interviewSessions.startsAt,
    })
    .from(interviewBookings)
    .innerJoin(applications, eq(applications.id, interviewBookings.applicationId))
    .innerJoin(interviewSessions, eq(interviewSessions.id, interviewBookings.sessionId))
    .where(eq(interviewBookings.checkInCode, code));
  if (!found || found.application.schoolId !== schoolId) throw notYours();
  const awaiting = found.application.interviewStatus === "awaiting";
  // A family is checked in on the day of their session; another day, the office says why.
  const day = schoolDay(found.startsAt);
  if (!look && awaiting && day !== schoolDay(now) && !reason)
    throw conflict("registration.error.checkInOtherDay", { day });
  if (!look && awaiting)
    await db.transaction(async (tx) => {
      await tx
        .update(interviewBookings)
        .set({ checkedInAt: now, checkInNote: reason ?? null })
        .where(
          and(
            eq(interviewBookings.applicationId, found.application.id),
            isNull(interviewBookings.checkedInAt),
          ),
        );
      await tx
        .update(applications)
        .set({ interviewStatus: "reviewing", updatedAt: now })
        .where(
          and(
            eq(applications.id, found.application.id),
            eq(applications.interviewStatus, "awaiting"),
          ),
        );
    });
  return applicationOf(db, await ofSchool(db, schoolId, found.application.id));
}

/**
 * The interview's result, or a correction of it; a waitlisted family gets the next number of the
 * intake's list, and leaves it on any other result.
 */
export async function officeInterviewResult(
  { db, now }: ServiceContext,
  {
    schoolId,
    id,
    result,
    recorded = async (application) => application,
  }: {
    schoolId: number;
    id: number;
    result: InterviewResult;
    /** What follows a result recorded or corrected (the family told); not called for the same. */
    recorded?: (application: Application) => Promise<Application>;
  },
): Promise<Application> {
  const row = await ofSchool(db, schoolId, id);
  // After the interview; a result recorded by mistake is corrected until the place is decided.
  if (!mayRecordInterviewResult({ status: row.status, interview_status: row.interviewStatus }))
    throw refuse("registration.error.interviewWrongState");
  if (row.interviewStatus === result) return applicationOf(db, row);
  const next = async () => {
    const [last] = await db
      .select({ n: max(applications.waitlistNo) })
      .from(applications)
      .where(and(eq(applications.schoolId, schoolId), eq(applications.intakeYear, row.intakeYear)));
    return (last?.n ?? 0) + 1;
  };
  // Two officers waitlisting at once may draw the same number: the unique index says so, and
  // the second draws again.
  for (let attempt = 0; ; attempt++) {
    try {
      const [saved] = await db
        .update(applications)
        .set({
          interviewStatus: result,
          waitlistNo: result === "waitlist" ? await next() : null,
          updatedAt: now,
        })
        .where(
          and(eq(applications.id, row.id), eq(applications.interviewStatus, row.interviewStatus)),
        )
        .returning();
      if (!saved) throw refuse("registration.error.interviewWrongState");
      return recorded(await applicationOf(db, saved));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * Keeps the interviewers' score and notes (issue 37, item 15): when the result may be recorded —
 * after check-in, until the place is decided — and replaced whole each time, with who wrote it.
 */
export async function officeAssessInterview(
  { db, now }: ServiceContext,
  {
    schoolId,
    userId,
    id,
    score,
    notes,
  }: { schoolId: number; userId: number; id: number; score: number | null; notes: string },
): Promise<Application> {
  const row = await ofSchool(db, schoolId, id);
  if (!mayRecordInterviewResult({ status: row.status, interview_status: row.interviewStatus }))
    throw refuse("registration.error.interviewWrongState");
  const [kept] = await db
    .update(interviewBookings)
    .set({ score, notes: notes || null, assessedBy: userId, assessedAt: now })
    .where(eq(interviewBookings.applicationId, row.id))
    .returning({ id: interviewBookings.applicationId });
  if (!kept) throw refuse("registration.error.interviewWrongState");
  return applicationOf(db, row);
}
