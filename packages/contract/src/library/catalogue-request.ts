import * as z from "zod/mini";
import { idField, optionalText, requiredText } from "../fields";
import { normalizeIsbn } from "./isbn";
import {
  BOOK_AGE_MAX,
  BOOK_AUTHOR_MAX,
  BOOK_INTRO_MAX,
  BOOK_LANGUAGES,
  BOOK_PUBLISHER_MAX,
  BOOK_TITLE_MAX,
} from "./values";

/*
 * What the librarian types into a book's record and a copy's (issue 38), in zod's "mini" form:
 * the catalogue's forms check with these very schemas and the server with the same. The
 * messages a library page words itself are `library.error.*` ids that both the library's own
 * catalogue and the server's hold.
 */

/** A positive whole number the database's integers hold, typed or sent. */
const positiveId = (missing: "validation.required" | "validation.categoryRequired") =>
  z.number({ error: missing }).check(
    z.refine((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647, {
      error: "validation.invalidType",
    }),
  );

/** An ISBN-10 or -13 as typed or scanned; the check digit must add up. Kept as its 13 digits. */
export const isbnField = () =>
  z.pipe(
    requiredText(20),
    z.transform((typed: string, payload) => {
      const isbn = normalizeIsbn(typed);
      if (isbn) return isbn;
      payload.issues.push({ code: "custom", message: "library.error.isbn", input: typed });
      return z.NEVER;
    }),
  );

const age = () =>
  z.number({ error: "validation.required" }).check(
    z.refine((n) => Number.isInteger(n), { error: "validation.wholeNumber" }),
    z.minimum(0, { error: "validation.tooSmall" }),
    z.maximum(BOOK_AGE_MAX, { error: "validation.tooLarge" }),
  );

/** A book's record: every field of spec §1's book but its counters. */
const bookRecordFields = {
  /** Absent: a new book. */
  id: z.optional(positiveId("validation.required")),
  isbn: isbnField(),
  name_zh: requiredText(BOOK_TITLE_MAX),
  name_en: z._default(optionalText(BOOK_TITLE_MAX), ""),
  author: requiredText(BOOK_AUTHOR_MAX),
  publisher: requiredText(BOOK_PUBLISHER_MAX),
  category_id: positiveId("validation.categoryRequired"),
  subcategory_id: z.optional(z.nullable(positiveId("validation.required"))),
  language: z.enum(BOOK_LANGUAGES, { error: "validation.invalidOption" }),
  age_min: age(),
  age_max: age(),
  publish_year: z.optional(
    z.nullable(
      z.number({ error: "validation.invalidType" }).check(
        z.refine((n) => Number.isInteger(n), { error: "validation.wholeNumber" }),
        z.minimum(1450, { error: "validation.tooSmall" }),
        z.maximum(2100, { error: "validation.tooLarge" }),
      ),
    ),
  ),
  intro_zh: z._default(optionalText(BOOK_INTRO_MAX), ""),
  intro_en: z._default(optionalText(BOOK_INTRO_MAX), ""),
  /** An upload of `catalogueUploadCover`; null takes the picture off; absent keeps it. */
  cover: z.optional(z.nullable(positiveId("validation.required"))),
};

const ageRange = z.refine<{ age_min: number; age_max: number }>(
  (book) => book.age_max >= book.age_min,
  { error: "library.error.ageRange", path: ["age_max"] },
);

/** The book's record as its form checks it. */
export const bookRecordRequestSchema = z.object(bookRecordFields).check(ageRange);
export type BookRecordRequest = z.input<typeof bookRecordRequestSchema>;

/** The same in a call: with the school, as every library call. */
export const saveBookBodySchema = z
  .object({ schoolId: idField(), ...bookRecordFields })
  .check(ageRange);
