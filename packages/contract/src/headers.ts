/**
 * The four headers every call carries (spec §7: school code, student id, user token,
 * accept-language). Defined once; client and server both read these names.
 */
export const HEADERS = {
  schoolCode: "schoolCode",
  studentId: "studentId",
  token: "token",
  acceptLanguage: "Accept-Language",
  /** One key per user action on a write, reused by that action's retries (issue 17). */
  idempotencyKey: "Idempotency-Key",
} as const;

export type HeaderName = (typeof HEADERS)[keyof typeof HEADERS];
