/*
 * The library's plain values (states, kinds, limits): no zod here, so a client that needs a
 * state list or a limit does not download the schemas.
 */

// ── States (spec §4) ────────────────────────────────────────────────────────────────────

/** A loan: `overdue` is `borrowing` past its due date; `lossPending` awaits the librarian. */
export const LOAN_STATUSES = ["borrowing", "overdue", "lossPending", "lost", "returned"] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** A reservation: only `reserving` may be cancelled by the reader. */
export const RESERVATION_STATUSES = [
  "reserving",
  "preparing",
  "ready",
  "borrowed",
  "cancelled",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** Reservations that still hold a place in the book's queue. */
export const ACTIVE_RESERVATION_STATUSES = ["reserving", "preparing", "ready"] as const;

export const BOOK_STATUSES = ["enabled", "disabled"] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

/** What a book is written in; the AI chat filters by it ("in English"). */
export const BOOK_LANGUAGES = ["zh", "en"] as const;
export type BookLanguage = (typeof BOOK_LANGUAGES)[number];

/** The three rankings of spec §1. */
export const RANK_TYPES = ["read", "recommend", "view"] as const;
export type RankType = (typeof RANK_TYPES)[number];

/** The reservation-status facet: a copy free to reserve now, or every copy spoken for. */
export const AVAILABILITIES = ["available", "unavailable"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Longest texts a reader may write (the server refuses longer ones, the forms count). */
export const REVIEW_MAX = 500;
export const LOSS_REASON_MAX = 200;

// ── The librarian's catalogue (issue 38) ───────────────────────────────────────────────

/**
 * A copy on the shelves: on shelf, on loan, set aside for a reservation (held), lost, taken out
 * of the collection (withdrawn) or away being mended (repair). Only the first three are in
 * stock: a withdrawn or mended copy cannot be lent or promised to a reservation.
 */
export const COPY_STATUSES = [
  "available",
  "onLoan",
  "held",
  "lost",
  "withdrawn",
  "repair",
] as const;
export type CopyStatus = (typeof COPY_STATUSES)[number];

/** What the librarian may set a copy to; on loan and held belong to the desk's moves. */
export const COPY_SETTABLE_STATUSES = ["available", "repair", "withdrawn"] as const;
export type CopySettableStatus = (typeof COPY_SETTABLE_STATUSES)[number];

/** Longest texts of a book's record and a copy's. */
export const BOOK_TITLE_MAX = 200;
export const BOOK_AUTHOR_MAX = 100;
export const BOOK_PUBLISHER_MAX = 100;
export const BOOK_INTRO_MAX = 2000;
export const COPY_BARCODE_MAX = 32;
export const COPY_CALL_NUMBER_MAX = 40;
export const COPY_LOCATION_MAX = 40;
/** Readers' ages a book may be written for. */
export const BOOK_AGE_MAX = 18;

/** Where a book's cover picture is downloaded from (public: covers show on every reader's page). */
export const LIBRARY_COVER_PATH = "/api/files/book_cover";

/** The reading reports as one workbook (a sheet per report), for `from` and `to` in the query. */
export const LIBRARY_REPORT_PATH = "/api/library/report/export";

/**
 * Bringing a catalogue in (issue 38 §2): a library system's MARC 21 records (ISO 2709 `.mrc`
 * or MARCXML) or the template's spreadsheet, checked, previewed, confirmed, undone.
 */
export const LIBRARY_IMPORT_STATUSES = ["checked", "imported", "undone"] as const;
export type LibraryImportStatus = (typeof LIBRARY_IMPORT_STATUSES)[number];
export const LIBRARY_IMPORT_FORMATS = ["marc", "marcxml", "spreadsheet"] as const;
export type LibraryImportFormat = (typeof LIBRARY_IMPORT_FORMATS)[number];
/**
 * The template's columns, in order; one row a copy (rows with the same ISBN are one book's
 * copies, the book's fields read from its first row), or a book without copies (no barcode).
 */
export const LIBRARY_IMPORT_COLUMNS = [
  "isbn",
  "name_zh",
  "name_en",
  "author",
  "publisher",
  "publish_year",
  "category",
  "language",
  "age_min",
  "age_max",
  "intro",
  "barcode",
  "call_number",
  "location",
] as const;
export type LibraryImportColumn = (typeof LIBRARY_IMPORT_COLUMNS)[number];
export const LIBRARY_IMPORT_REQUIRED: readonly LibraryImportColumn[] = [
  "isbn",
  "name_zh",
  "author",
  "publisher",
];
/** Records one file may hold (a school's whole catalogue). */
export const LIBRARY_IMPORT_RECORDS_MAX = 50_000;
/** The spreadsheet template, in the caller's language. */
export const LIBRARY_IMPORT_TEMPLATE_PATH = "/api/library/catalogue/import_template";

/** Labels printed at once: a school's new books of a term (the import of a catalogue prints by book). */
export const LABELS_MAX = 2_000;

/** A stocktake: scanning, or closed (its missing copies marked lost). */
export const STOCKTAKE_STATUSES = ["open", "closed"] as const;
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number];
/**
 * What a scanned copy is to a stocktake: on its shelf (found), at the wrong location, on loan
 * in the catalogue, no copy at all, or scanned before.
 */
export const STOCKTAKE_RESULTS = ["found", "outOfPlace", "onLoan", "unknown", "again"] as const;
export type StocktakeResult = (typeof STOCKTAKE_RESULTS)[number];
