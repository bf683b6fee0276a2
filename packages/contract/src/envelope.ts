import { z } from "zod";
export { ResultCode } from "./result-code";
export type { ResultCodeValue } from "./result-code";

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends z.core.$ZodType>(data: T) {
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
