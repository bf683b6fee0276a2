import type { Locale } from "../locale";
import { PORTAL_BASE } from "../route";

/*
 * An application's interview (spec §3, §4): plain values the client and the server share. The
 * school publishes sessions (a time, a venue, a group, a number of places); a family whose fee
 * is paid books one within the booking window and may move it until a few days before; the
 * office checks the family in by the booking's QR code and records the result.
 */

/**
 * Spec §4: not booked → (to be scheduled: the family asked the school for another time) →
 * awaiting interview → interview under review (checked in) → passed | failed | waitlist.
 */
export const INTERVIEW_STATUSES = [
  "not_booked",
  "to_schedule",
  "awaiting",
  "reviewing",
  "passed",
  "failed",
  "waitlist",
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** What the office records after the interview; a waitlisted family gets the next number. */
export const INTERVIEW_RESULTS = ["passed", "failed", "waitlist"] as const;
export type InterviewResult = (typeof INTERVIEW_RESULTS)[number];

const RESULT_FROM: readonly InterviewStatus[] = ["reviewing", ...INTERVIEW_RESULTS];

/**
 * Whether the office may record (or correct) the interview's result: after the interview, and
 * until the admission is decided — a mis-clicked 面試通過 or 面試不通過 is put right as a waitlist
 * place is, but not once the family has been offered or refused a place on it.
 */
export function mayRecordInterviewResult(a: {
  status: string;
  interview_status: InterviewStatus;
}): boolean {
  const decided = a.status === "approved" || a.status === "not_passed";
  return !decided && RESULT_FROM.includes(a.interview_status);
}

/** States a family may book (or move) an interview from. */
export const BOOKABLE_INTERVIEW_STATUSES: readonly InterviewStatus[] = [
  "not_booked",
  "to_schedule",
  "awaiting",
];

/**
 * Interview states that leave the admission decision open (a waitlisted child may still be
 * offered a place): the server refuses 取錄 in them, the office's panel says so first.
 */
export const OPEN_INTERVIEW_STATUSES: readonly InterviewStatus[] = [
  "to_schedule",
  "awaiting",
  "reviewing",
  "failed",
];

/** A session's venue and group: at most this long. */
export const INTERVIEW_TEXT_MAX = 60;

/** The interviewers' score of a child (issue 37, item 15): a whole number from 0 to this. */
export const INTERVIEW_SCORE_MAX = 100;

/** The interviewers' notes on a child: at most this long. */
export const INTERVIEW_NOTES_MAX = 1000;

/** The most places one session offers. */
export const INTERVIEW_CAPACITY_MAX = 200;

/**
 * A session's venue in the reader's language (issue 37, item 15): English where the school gave
 * it, the Simplified form for zh-CN, else the Chinese as written.
 */
export function venueIn(
  session: { venue: string; venue_cn: string; venue_en: string },
  locale: Locale,
): string {
  if (locale === "en-US") return session.venue_en || session.venue;
  if (locale === "zh-CN") return session.venue_cn || session.venue;
  return session.venue;
}

/** The office's check-in page for a booking's code, inside the feature. */
export const interviewCheckInPath = (code: string) => `/registration/checkin?code=${code}`;

/**
 * What a booking's QR code carries: the check-in page's address on the school's portal (at the
 * API's origin), so any phone camera opens it for the office.
 */
export const interviewCheckInAddress = (portalOrigin: string, code: string) =>
  `${portalOrigin}${PORTAL_BASE}${interviewCheckInPath(code)}`;

/** A booking's check-in code: letters and digits, as the QR code carries it. */
export const CHECK_IN_CODE_PATTERN = /^[A-Za-z0-9]{16,64}$/;

/**
 * The check-in code a scanned QR code carries: a booking's check-in address (on any origin —
 * the office's phone may open the portal at another address than the one printed), or the code
 * alone; null for anything else (another school's poster, a payment code).
 */
export function checkInCodeOf(scanned: string): string | null {
  const text = scanned.trim();
  if (CHECK_IN_CODE_PATTERN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const code = url.searchParams.get("code") ?? "";
  return url.pathname.endsWith(`${PORTAL_BASE}/registration/checkin`) &&
    CHECK_IN_CODE_PATTERN.test(code)
    ? code
    : null;
}
