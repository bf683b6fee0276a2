import { z } from "zod";
import { pageOf } from "../paging";
import { attachmentSchema } from "../schemas/uploads";
import { bookIdentity, bookPlace, readerSchema } from "./schemas";
import { BOOK_LANGUAGES, BOOK_STATUSES, COPY_STATUSES } from "./values";

/*
 * The librarian's catalogue (issue 38): books as the catalogue screen lists and edits them,
 * with their copies. Readers never see these shapes (their answers are in schemas.ts).
 */

/** A book in the catalogue's list: enabled and disabled alike, with its copies counted. */
export const catalogueRowSchema = z.object({
  ...bookIdentity,
  cover: z.string().nullable(),
  status: z.enum(BOOK_STATUSES),
  /** Copies the library still has (all but withdrawn ones). */
  copies: z.number().int(),
  /** Of those, on the shelf now. */
  on_shelf: z.number().int(),
});
export type CatalogueRow = z.infer<typeof catalogueRowSchema>;
export const catalogueRowPageSchema = pageOf(catalogueRowSchema);

/** One physical copy as the librarian sees it. */
export const catalogueCopySchema = z.object({
  id: z.number().int().positive(),
  book_id: z.number().int().positive(),
  /** The barcode on the copy. */
  book_no: z.string(),
  call_number: z.string(),
  location: z.string(),
  status: z.enum(COPY_STATUSES),
  /** Who has it, when on loan; who it is set aside for, when held. */
  reader: readerSchema.nullable(),
  /** The loan's due day, when on loan. */
  due_date: z.string().nullable(),
});
export type CatalogueCopy = z.infer<typeof catalogueCopySchema>;

/** A book's whole record with its copies: what the catalogue's editor opens. */
export const catalogueRecordSchema = z.object({
  ...bookIdentity,
  ...bookPlace,
  language: z.enum(BOOK_LANGUAGES),
  age_min: z.number().int(),
  age_max: z.number().int(),
  publish_year: z.number().int().nullable(),
  intro_zh: z.string(),
  intro_en: z.string(),
  /** The uploaded cover, or null (readers then see one drawn from the title). */
  cover: attachmentSchema.nullable(),
  status: z.enum(BOOK_STATUSES),
  copies: z.array(catalogueCopySchema),
});
export type CatalogueRecord = z.infer<typeof catalogueRecordSchema>;

/** An ISBN looked up before a book is added: its 13 digits, and the book that has it already. */
export const isbnLookupSchema = z.object({
  isbn: z.string(),
  book: z
    .object({
      id: z.number().int().positive(),
      name_zh: z.string(),
      name_en: z.string(),
      status: z.enum(BOOK_STATUSES),
    })
    .nullable(),
});
export type IsbnLookup = z.infer<typeof isbnLookupSchema>;

/** A copy as its labels print it: the barcode, the call number for the spine, the title. */
export const labelCopySchema = z.object({
  id: z.number().int().positive(),
  book_no: z.string(),
  call_number: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
});
export type LabelCopy = z.infer<typeof labelCopySchema>;

/** A student's library card: the barcode is the student number the desk lends by. */
export const readerCardSchema = z.object({
  id: z.number().int().positive(),
  /** The student number: the card's barcode. */
  reader_no: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  class_name: z.string(),
  class_number: z.number().int().nullable(),
});
export type ReaderCard = z.infer<typeof readerCardSchema>;

/** The school's classes, and one class's cards (class-number order). */
export const readerCardsSchema = z.object({
  classes: z.array(z.string()),
  list: z.array(readerCardSchema),
});

/** The copies to print labels for, barcode order (at most LABELS_MAX). */
export const labelCopiesSchema = z.object({ list: z.array(labelCopySchema) });
