import { z } from "zod";

/**
 * Building blocks for request schemas. Every string has a maximum length, every number a
 * range: no input reaches the database unbounded. Messages are ids from the contract's
 * catalogue, localised by whoever shows them.
 */
export function requiredText(
  max: number,
  requiredId: `validation.${string}Required` | "validation.required" = "validation.required",
) {
  return z
    .string({ error: requiredId })
    .trim()
    .min(1, { error: requiredId })
    .max(max, { error: "validation.tooLong" });
}

export function optionalText(max: number) {
  return z.string().trim().max(max, { error: "validation.tooLong" }).optional();
}

/** A positive integer id, from a form field ("12") or JSON (12). */
export function idField() {
  return z.coerce
    .number({ error: "validation.required" })
    .int({ error: "validation.invalidType" })
    .positive({ error: "validation.invalidType" })
    .max(2_147_483_647, { error: "validation.tooLarge" });
}

/** A boolean from a form field ("true", "false", "1", "0") or JSON. */
export function flagField() {
  return z.preprocess(
    (value) => {
      if (value === "true" || value === "1") return true;
      if (value === "false" || value === "0") return false;
      return value;
    },
    z.boolean({ error: "validation.invalidType" }),
  );
}
