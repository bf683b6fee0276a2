import * as z from "zod/mini";
import { normalizeText, textLength } from "./text";

/**
 * Building blocks for request schemas. Every string has a maximum length, every number a
 * range: no input reaches the database unbounded. Messages are ids from the contract's
 * catalogue, localised by whoever shows them.
 *
 * Written in zod's tree-shakable "mini" form: a form in the browser validates with these very
 * fields without downloading classic zod (the server's schemas embed them all the same).
 */
/**
 * Free text, normalised (text.ts: NFC, control and invisible characters removed, trimmed)
 * before it is checked: blank after that is missing.
 */
/**
 * At most `max` characters as a reader counts them (`textLength`: "👨‍👩‍👧" is one), and — so
 * that no text is unbounded however it is composed — at most four UTF-16 units a character.
 */
function atMost(max: number) {
  return [
    // Too many UTF-16 units is the length check's to say; counting a megabyte of pasted text
    // character by character (a fuzzed query string) would hold the server for nothing.
    z.refine<string>((text) => text.length > max * 4 || textLength(text) <= max, {
      error: "validation.tooLong",
      params: { max },
    }),
    z.maxLength(max * 4, { error: "validation.tooLong" }),
  ] as const;
}

export function requiredText(
  max: number,
  requiredId: `validation.${string}Required` | "validation.required" = "validation.required",
) {
  return z
    .string({ error: requiredId })
    .check(z.overwrite(normalizeText), z.minLength(1, { error: requiredId }), ...atMost(max));
}

export function optionalText(max: number) {
  return z.optional(z.string().check(z.overwrite(normalizeText), ...atMost(max)));
}

/** A positive integer id, from a form field ("12") or JSON (12). */
export function idField() {
  return z.coerce
    .number({ error: "validation.required" })
    .check(
      z.int({ error: "validation.invalidType" }),
      z.positive({ error: "validation.invalidType" }),
      z.maximum(2_147_483_647, { error: "validation.tooLarge" }),
    );
}

/** A boolean from a form field ("true", "false", "1", "0") or JSON. */
export function flagField() {
  return z.pipe(
    z.transform((value: unknown) => {
      if (value === "true" || value === "1") return true;
      if (value === "false" || value === "0") return false;
      return value;
    }),
    z.boolean({ error: "validation.invalidType" }),
  );
}
