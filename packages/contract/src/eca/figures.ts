import * as z from "zod/mini";

/*
 * Figures as people type them in a form ("7.5", "3"), checked in zod's mini form: the settings
 * forms and the editor's steps share these, in a module of their own so that one form's chunk
 * does not bring another's schemas.
 */

/** "10", "7.5", "1.25": a decimal with at most two places. */
export const DECIMAL = /^\d{1,7}(?:\.\d{1,2})?$/;

/** A decimal typed in a box, within 0…max (a blank one is missing). */
export function decimalField(max: number) {
  return z.string({ error: "validation.required" }).check(
    z.regex(DECIMAL, { error: "validation.decimal" }),
    z.refine((s) => !DECIMAL.test(s) || Number(s) <= max, {
      error: "validation.tooLarge",
      params: { max },
    }),
  );
}

/** A whole number typed in a box, within 1…max. */
export function countField(
  max: number,
  missing: `validation.${string}Required` | "validation.required",
) {
  return z.string({ error: missing }).check(
    z.regex(/^\d{1,6}$/, { error: missing }),
    z.refine((s) => !/^\d+$/.test(s) || Number(s) >= 1, {
      error: "validation.tooSmall",
      params: { min: 1 },
    }),
    z.refine((s) => !/^\d+$/.test(s) || Number(s) <= max, {
      error: "validation.tooLarge",
      params: { max },
    }),
  );
}
