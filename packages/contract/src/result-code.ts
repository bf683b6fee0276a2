/**
 * Envelope codes. 200 is success; everything else is an error whose `msg` is already in the
 * caller's language. 324 and 666 are the two codes spec §8 gives a meaning of their own.
 */
export const ResultCode = {
  ok: 200,
  goHome: 324,
  badRequest: 400,
  loginRequired: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  /** An `Idempotency-Key` already used for a request with another body (IETF httpapi draft). */
  idempotencyKeyReused: 422,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
  maintenance: 666,
} as const;

/**
 * A path of the API called with a method it does not take (`Allow` names those it does): the
 * server's alone, no client meets it, so it stays out of `ResultCode` (in every client bundle).
 */
export const METHOD_NOT_ALLOWED = 405;

export type ResultCodeValue =
  (typeof ResultCode)[keyof typeof ResultCode] | typeof METHOD_NOT_ALLOWED;
