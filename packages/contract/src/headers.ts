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
  /**
   * Names one request in the server's log (issue 41): the caller's own where it sends a plain one
   * (letters, digits, `.`, `_`, `-`; at most 64), else the server's; every answer carries it.
   */
  requestId: "X-Request-Id",
} as const;

export type HeaderName = (typeof HEADERS)[keyof typeof HEADERS];
