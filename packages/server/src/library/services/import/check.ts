import {
  BOOK_AGE_MAX,
  BOOK_AUTHOR_MAX,
  BOOK_INTRO_MAX,
  BOOK_PUBLISHER_MAX,
  BOOK_TITLE_MAX,
  COPY_BARCODE_MAX,
  COPY_CALL_NUMBER_MAX,
  COPY_LOCATION_MAX,
  normalizeIsbn,
  type BookLanguage,
  type ContractMessageId,
  type LibraryImportColumn,
} from "@campus/contract";
import { categoryCodeOf } from "./category";
import { hasHan, type EntryCopy, type ImportEntry } from "./entry";

/*
 * What an import would do with a file's books, against the catalogue as it is: each record
 * refused (and why, by field), or accepted as a new book or as new copies of the book of the
 * catalogue with its ISBN. Pure: the lookups are read before, the plan written after.
 */

export interface ImportCategory {
  id: number;
  parentId: number | null;
  code: string;
  names: string[];
}

export interface ImportLookups {
  categories: ImportCategory[];
  /** Where a record goes that names no category and whose classification finds none. */
  defaultCategoryId: number;
  /** The catalogue's books by ISBN (13 digits). */
  books: Map<string, { id: number; title: string }>;
  /** The catalogue's copies by barcode (capitals). */
  copies: Map<string, { bookId: number; title: string }>;
  /** This year: a publication year after next year is a typing mistake. */
  year: number;
}

export interface ImportProblem {
  record: number;
  title: string;
  field: LibraryImportColumn | null;
  id: ContractMessageId;
  values?: Record<string, string | number>;
}

export interface PlannedBook {
  record: number;
  isbn: string;
  nameZh: string;
  nameEn: string;
  author: string;
  publisher: string;
  publishYear: number | null;
  categoryId: number;
  subcategoryId: number | null;
  language: BookLanguage;
  ageMin: number;
  ageMax: number;
  introZh: string;
  introEn: string;
  /** The catalogue's book with this ISBN, which gets the copies; null: a new book. */
  matchId: number | null;
  copies: EntryCopy[];
}

export interface ImportPlan {
  records: number;
  refused: number;
  /** New books, then matched ones, in the file's order. */
  books: PlannedBook[];
  problems: ImportProblem[];
}

const LANGUAGES: Record<string, BookLanguage> = {
  zh: "zh",
  en: "en",
  中文: "zh",
  chinese: "zh",
  英文: "en",
  english: "en",
};

const lower = (text: string) => text.trim().toLowerCase();

/** The category a record names (by name in any language, or code), else its classification's. */
function categoryOf(entry: ImportEntry, lookups: ImportLookups) {
  const named = lower(entry.category);
  if (named) {
    const found = lookups.categories.find(
      (c) => lower(c.code) === named || c.names.some((n) => lower(n) === named),
    );
    if (!found) return null;
    return found.parentId === null
      ? { categoryId: found.id, subcategoryId: null }
      : { categoryId: found.parentId, subcategoryId: found.id };
  }
  const code = categoryCodeOf(entry.classNo, entry.dewey);
  const byClass = code
    ? lookups.categories.find((c) => c.code === code && c.parentId === null)
    : undefined;
  return { categoryId: byClass?.id ?? lookups.defaultCategoryId, subcategoryId: null };
}

/** An intro longer than a book's may be is cut (a summary, not what names the book). */
const cut = (text: string) =>
  [...text].length > BOOK_INTRO_MAX ? `${[...text].slice(0, BOOK_INTRO_MAX - 1).join("")}…` : text;

export function planImport(entries: readonly ImportEntry[], lookups: ImportLookups): ImportPlan {
  const problems: ImportProblem[] = [];
  const books: PlannedBook[] = [];
  const planned = new Map<string, PlannedBook>();
  /** Barcodes taken by earlier records of the file: their record number. */
  const inFile = new Map<string, number>();
  let refused = 0;

  for (const entry of entries) {
    const title = entry.nameZh || entry.nameEn;
    const found: ImportProblem[] = [];
    const problem = (
      field: LibraryImportColumn | null,
      id: ContractMessageId,
      values?: Record<string, string | number>,
    ) => found.push({ record: entry.record, title, field, id, ...(values ? { values } : {}) });
    const text = (field: LibraryImportColumn, value: string, max: number, required = false) => {
      if (required && !value) problem(field, "validation.required");
      else if ([...value].length > max) problem(field, "validation.tooLong", { max });
    };

    const isbn = normalizeIsbn(entry.isbn);
    if (!entry.isbn) problem("isbn", "validation.required");
    else if (!isbn) problem("isbn", "library.error.importIsbn");
    text("name_zh", entry.nameZh, BOOK_TITLE_MAX, true);
    text("name_en", entry.nameEn, BOOK_TITLE_MAX);
    text("author", entry.author, BOOK_AUTHOR_MAX, true);
    text("publisher", entry.publisher, BOOK_PUBLISHER_MAX, true);
    const year = entry.publishYear;
    if (year !== null && (!Number.isInteger(year) || year < 1000 || year > lookups.year + 1))
      problem("publish_year", "validation.invalid");
    const category = categoryOf(entry, lookups);
    if (!category) problem("category", "library.error.importCategory", { name: entry.category });
    const language = entry.language
      ? LANGUAGES[lower(entry.language)]
      : hasHan(entry.nameZh)
        ? "zh"
        : "en";
    if (!language) problem("language", "library.error.importLanguage");
    for (const [field, age] of [
      ["age_min", entry.ageMin],
      ["age_max", entry.ageMax],
    ] as const) {
      if (age === null) continue;
      if (!Number.isInteger(age)) problem(field, "validation.wholeNumber");
      else if (age > BOOK_AGE_MAX) problem(field, "validation.tooLarge", { max: BOOK_AGE_MAX });
    }
    const ageMin = entry.ageMin ?? 0;
    const ageMax = entry.ageMax ?? BOOK_AGE_MAX;
    if (ageMin > ageMax) problem("age_max", "library.error.importAgeRange");

    const match = isbn ? (planned.get(isbn) ?? null) : null;
    const existing = isbn ? lookups.books.get(isbn) : undefined;
    const bookId = match?.matchId ?? existing?.id ?? null;
    const copies: EntryCopy[] = [];
    for (const copy of entry.copies) {
      const bookNo = copy.barcode.toUpperCase();
      text("call_number", copy.callNumber, COPY_CALL_NUMBER_MAX);
      text("location", copy.location, COPY_LOCATION_MAX);
      if (!/^[A-Z0-9-]+$/.test(bookNo) || bookNo.length > COPY_BARCODE_MAX) {
        problem("barcode", "library.error.importBarcode", { bookNo });
        continue;
      }
      const earlier = copies.some((c) => c.barcode === bookNo) ? entry.record : inFile.get(bookNo);
      if (earlier !== undefined) {
        problem("barcode", "library.error.importBarcodeTwice", { bookNo, record: earlier });
        continue;
      }
      const held = lookups.copies.get(bookNo);
      // Already the copy of this very book: nothing to add.
      if (held && held.bookId === bookId) continue;
      if (held) {
        problem("barcode", "library.error.importBarcodeElsewhere", { bookNo, title: held.title });
        continue;
      }
      copies.push({ ...copy, barcode: bookNo });
    }

    if (found.length > 0 || !isbn || !category || !language) {
      refused++;
      problems.push(...found);
      continue;
    }
    for (const copy of copies) inFile.set(copy.barcode, entry.record);
    // A second record of a book the file has already: its copies join the first's.
    if (match) {
      match.copies.push(...copies);
      continue;
    }
    const latin = entry.nameEn || (hasHan(entry.nameZh) ? "" : entry.nameZh);
    const book: PlannedBook = {
      record: entry.record,
      isbn,
      nameZh: entry.nameZh,
      nameEn: latin,
      author: entry.author,
      publisher: entry.publisher,
      publishYear: year,
      ...category,
      language,
      ageMin,
      ageMax,
      introZh: hasHan(entry.intro) ? cut(entry.intro) : "",
      introEn: hasHan(entry.intro) ? "" : cut(entry.intro),
      matchId: existing?.id ?? null,
      copies,
    };
    planned.set(isbn, book);
    books.push(book);
  }
  return { records: entries.length, refused, books, problems };
}
