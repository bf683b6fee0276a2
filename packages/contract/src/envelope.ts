import { z } from "zod";

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
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
  maintenance: 666,
} as const;
export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** One invalid field: `field` is the dotted path of the input, `message` is localised. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** `data` of a validation failure (code 400). */
export const validationFailureSchema = z.object({ fields: z.array(fieldErrorSchema) });
export type ValidationFailure = z.infer<typeof validationFailureSchema>;
