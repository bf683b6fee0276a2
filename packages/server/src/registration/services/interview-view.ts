import type {
  InterviewAssessment,
  InterviewBooking,
  InterviewSession,
  Locale,
  OfficeSession,
} from "@campus/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { interviewBookings, interviewSessions, registrationSettings } from "../schema";

/*
 * How an application's interview reads (applications.ts shows it with the application), apart
 * from interviews.ts, which moves bookings, so the two need not import each other.
 */

export type SessionRow = typeof interviewSessions.$inferSelect;

const DAY_MS = 86_400_000;

export const sessionOf = (row: SessionRow): InterviewSession => ({
  id: row.id,
  class_code: row.classCode,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  venue: row.venue,
  venue_cn: row.venueCn,
  venue_en: row.venueEn,
  group_name: row.groupName,
  places_left: Math.max(0, row.capacity - row.booked),
});

export const officeSessionOf = (row: SessionRow): OfficeSession => ({
  ...sessionOf(row),
  capacity: row.capacity,
  booked: row.booked,
  published: row.published,
});

/** The last moment a booking may be moved: the school's days before its session. */
export const movableUntil = (startsAt: Date, moveDays: number) =>
  new Date(startsAt.getTime() - moveDays * DAY_MS);

export async function moveDaysOf(db: Db, schoolId: number) {
  const [settings] = await db
    .select({ days: registrationSettings.interviewMoveDays })
    .from(registrationSettings)
    .where(eq(registrationSettings.schoolId, schoolId));
  return settings?.days ?? 0;
}

/** The application's booked interview, if any. */
export async function interviewOf(
  db: Db,
  applicationId: number,
  schoolId: number,
): Promise<InterviewBooking | null> {
  const [row] = await db
    .select({ booking: interviewBookings, session: interviewSessions })
    .from(interviewBookings)
    .innerJoin(interviewSessions, eq(interviewSessions.id, interviewBookings.sessionId))
    .where(eq(interviewBookings.applicationId, applicationId));
  if (!row) return null;
  return {
    session: sessionOf(row.session),
    check_in_code: row.booking.checkInCode,
    checked_in_at: row.booking.checkedInAt?.toISOString() ?? null,
    movable_until: movableUntil(row.session.startsAt, await moveDaysOf(db, schoolId)).toISOString(),
  };
}

/**
 * The interviewers' score and notes on the child (issue 37, item 15), with who wrote them — in
 * the office's answers alone; null before anyone has.
 */
export async function assessmentOf(
  db: Db,
  applicationId: number,
  locale: Locale,
): Promise<InterviewAssessment | null> {
  const [row] = await db
    .select({
      score: interviewBookings.score,
      notes: interviewBookings.notes,
      at: interviewBookings.assessedAt,
      nameZh: users.nameZh,
      nameEn: users.nameEn,
    })
    .from(interviewBookings)
    .leftJoin(users, eq(users.id, interviewBookings.assessedBy))
    .where(eq(interviewBookings.applicationId, applicationId));
  if (!row?.at) return null;
  const names = [row.nameZh ?? "", row.nameEn ?? ""];
  return {
    score: row.score,
    notes: row.notes ?? "",
    by: (locale === "en-US" ? names.reverse() : names).find(Boolean) ?? "",
    at: row.at.toISOString(),
  };
}
