/*
 * Registration's plain values (no zod): what a guardian's phone sign-in allows, read by the
 * client (the resend countdown) and enforced by the server.
 */

/** A guardian's verification code: six digits, valid five minutes, a few tries. */
export const VERIFICATION = {
  digits: 6,
  /** How long a code may be used. */
  ttlSeconds: 300,
  /** The wait before another code may be sent to the same phone (the client's countdown). */
  resendSeconds: 60,
  /** Wrong codes one code takes before it is void. */
  maxTries: 5,
  /** Codes sent to one phone within an hour. */
  perPhonePerHour: 5,
  /**
   * Codes asked for from one network address within ten minutes before it must wait: sized for
   * a shared address (a school's open-day Wi-Fi, a carrier's NAT) carrying hundreds of families.
   */
  perAddressPer10Minutes: 100,
  /** The first wait past that; each further request doubles it, up to half an hour. */
  addressWaitSeconds: 60,
  addressMaxWaitMinutes: 30,
} as const;

/** A school's registration code ("DEMO"): letters and digits, as printed on its enrolment page. */
export const SCHOOL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

/**
 * Where an application's document downloads: `<path>/<application id>/<document code>`, with the
 * applying guardian's session in the `token` header (checked on every request; no capability in
 * the address).
 */
export const REGISTRATION_DOCUMENT_PATH = "/api/registration/document";

/**
 * Where an application's latest deposit slip downloads: `<path>/<application id>`, read like a
 * document (the guardian's or the office's session, checked on every request).
 */
export const REGISTRATION_SLIP_PATH = "/api/registration/slip";

/**
 * Where the office downloads its applications as a workbook (issue 37, item 15): `GET`, the
 * list's filters as the query (`status`, `fee_status`, `interview_status`, `search`), the
 * office's session in the `token` header; in the reader's language.
 */
export const REGISTRATION_EXPORT_PATH = "/api/registration/office/export";
