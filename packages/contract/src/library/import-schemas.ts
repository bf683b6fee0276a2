import { z } from "zod";
import { pageOf } from "../paging";
import { LIBRARY_IMPORT_FORMATS, LIBRARY_IMPORT_STATUSES } from "./values";

/*
 * Bringing a catalogue in (issue 38 §2): an import as the history lists it, and its preview —
 * what it adds, which books it matches, which records it refuses and why.
 */

const named = z.object({
  id: z.number().int().positive(),
  name_zh: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
});

/** One import: its file, who and when, and what it makes of the records. */
export const libraryImportSchema = z.object({
  id: z.number().int().positive(),
  file_name: z.string(),
  /** The file's size in bytes. */
  file_size: z.number().int(),
  /** How the file was read: MARC 21 in ISO 2709, MARCXML, or the template's spreadsheet. */
  format: z.enum(LIBRARY_IMPORT_FORMATS),
  status: z.enum(LIBRARY_IMPORT_STATUSES),
  created_by: z
    .object({ id: z.number().int().positive(), name_zh: z.string(), name_en: z.string() })
    .nullable(),
  created_at: z.string(),
  imported_at: z.string().nullable(),
  undone_at: z.string().nullable(),
  /** Records read: MARC records, or the spreadsheet's books (its rows grouped by ISBN). */
  records: z.number().int(),
  /** Records refused: each with its reasons in `problems`. */
  refused: z.number().int(),
  /** New books the accepted records add. */
  books_added: z.number().int(),
  /** Accepted records whose ISBN a book of the catalogue has: their new copies go to it. */
  books_matched: z.number().int(),
  /** New copies, to new books and matched ones. */
  copies_added: z.number().int(),
});
export type LibraryImport = z.infer<typeof libraryImportSchema>;

/** A record refused: its number in the file (a spreadsheet's: the row), its title, why. */
export const libraryImportProblemSchema = z.object({
  /** The record's number in the file from 1 (a spreadsheet's: its row, the header being row 1). */
  record: z.number().int(),
  /** The record's title as the file gives it ("" when it has none). */
  title: z.string(),
  /** The field's name in the caller's language; "" for the record as a whole. */
  field: z.string(),
  message: z.string(),
});
export type LibraryImportProblem = z.infer<typeof libraryImportProblemSchema>;

/** A record accepted: the book as it will be (or was) written, and its new copies. */
export const libraryImportBookSchema = z.object({
  /** The record's number in the file (a spreadsheet's: the book's first row). */
  record: z.number().int(),
  isbn: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  author: z.string(),
  publisher: z.string(),
  category: named,
  /** The catalogue's book with this ISBN, which gets the copies; null: a new book. */
  match_id: z.number().int().positive().nullable(),
  /** The copies the import adds to the book (barcodes the catalogue has already are not). */
  copies: z.array(
    z.object({
      /** The barcode on the copy, in capitals. */
      book_no: z.string(),
      call_number: z.string(),
      location: z.string(),
    }),
  ),
});
export type LibraryImportBook = z.infer<typeof libraryImportBookSchema>;

/** An import with its preview: refused records (at most 200 shown) and the first books. */
export const libraryImportPreviewSchema = libraryImportSchema.extend({
  /** Why each refused record was refused, a line per field (the first 200). */
  problems: z.array(libraryImportProblemSchema),
  /** The first 20 books the import adds or adds copies to. */
  sample: z.array(libraryImportBookSchema),
});
export type LibraryImportPreview = z.infer<typeof libraryImportPreviewSchema>;

export const libraryImportPageSchema = pageOf(libraryImportSchema);
