import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  LIBRARY_IMPORT_FORMATS,
  LIBRARY_IMPORT_STATUSES,
  STOCKTAKE_RESULTS,
  STOCKTAKE_STATUSES,
} from "@campus/contract";
import { schools, uploads, users } from "../db/schema";

// ── School library ──────────────────────────────────────────────────────────────────────
//
// Statuses stored here are the contract's unions; `overdue` is never stored: it is a
// borrowing loan whose due day (Asia/Hong_Kong) is before today, so it follows the clock.

const enabledOnly = sql`status = 'enabled'`;
// Browse indexes are ascending: PostgreSQL scans them backwards for "most read first".
/** Loans and reservations that still hold a copy or a place in a queue. */
const openLoan = sql`status in ('borrowing', 'lossPending')`;
const activeReservation = sql`status in ('reserving', 'preparing', 'ready')`;

/** The library's rules per school: shown by school_info and enforced by the services. */
export const libraryRules = pgTable("library_rules", {
  schoolId: integer("school_id")
    .primaryKey()
    .references(() => schools.id, { onDelete: "cascade" }),
  loanDays: integer("loan_days").notNull().default(14),
  maxRenewals: integer("max_renewals").notNull().default(2),
  renewDays: integer("renew_days").notNull().default(14),
  /** A loan may be renewed only in this many days before its due date (Koha's "no renewal before"). */
  renewWindowDays: integer("renew_window_days").notNull().default(7),
  maxLoans: integer("max_loans").notNull().default(5),
  maxReservations: integer("max_reservations").notNull().default(5),
  pickupDays: integer("pickup_days").notNull().default(3),
});

/** Categories and, with `parentId`, their subcategories. */
export const bookCategories = pgTable(
  "book_categories",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    code: text("code").notNull(),
    sort: integer("sort").notNull().default(0),
    nameZh: text("name_zh").notNull(),
    nameCn: text("name_cn").notNull(),
    nameEn: text("name_en").notNull(),
  },
  (t) => [uniqueIndex("book_categories_code_unique").on(t.schoolId, t.code)],
);

export const publishers = pgTable(
  "publishers",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("publishers_name_unique").on(t.schoolId, t.name)],
);

/**
 * The catalogue. It changes rarely (the library adds books), so it carries the search columns
 * and the browse indexes; counters that change on every view or reservation live in
 * `book_counters`, so those writes never touch the big search indexes.
 *
 * `searchText` is the folded (lower case, Traditional → Simplified) title, title, author,
 * publisher and ISBN, one per line: substring search of 3+ characters uses its trigram index.
 * `searchGrams` holds the folded CJK single characters and pairs and the 1–2 letter starts of
 * Latin words: 1–2 character keywords, which trigrams cannot serve, use its GIN index.
 */
export const books = pgTable(
  "books",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    isbn: text("isbn").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    author: text("author").notNull(),
    publisherId: integer("publisher_id")
      .notNull()
      .references(() => publishers.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => bookCategories.id),
    subcategoryId: integer("subcategory_id").references(() => bookCategories.id),
    language: text("language", { enum: ["zh", "en"] }).notNull(),
    ageMin: integer("age_min").notNull(),
    ageMax: integer("age_max").notNull(),
    introZh: text("intro_zh").notNull().default(""),
    introEn: text("intro_en").notNull().default(""),
    publishYear: integer("publish_year"),
    /** The cover's address: the uploaded picture's (`coverUploadId`), or a catalogue's own. */
    cover: text("cover"),
    /** An uploaded cover (issue 38): served publicly while a book names it. */
    coverUploadId: integer("cover_upload_id").references(() => uploads.id, {
      onDelete: "set null",
    }),
    status: text("status", { enum: ["enabled", "disabled"] })
      .notNull()
      .default("enabled"),
    readCount: integer("read_count").notNull().default(0),
    recommendCount: integer("recommend_count").notNull().default(0),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    /** The catalogue import that added it (undoing the import removes it). */
    importId: integer("import_id").references(() => libraryImports.id, { onDelete: "set null" }),
    searchText: text("search_text").notNull(),
    searchGrams: text("search_grams").array().notNull(),
  },
  (t) => [
    uniqueIndex("books_isbn_unique").on(t.schoolId, t.isbn),
    index("books_read_idx").on(t.schoolId, t.readCount, t.id).where(enabledOnly),
    index("books_recommend_idx").on(t.schoolId, t.recommendCount, t.id).where(enabledOnly),
    index("books_added_idx").on(t.schoolId, t.addedAt, t.id).where(enabledOnly),
    index("books_category_idx").on(t.schoolId, t.categoryId, t.readCount, t.id).where(enabledOnly),
    index("books_subcategory_idx")
      .on(t.schoolId, t.subcategoryId, t.readCount, t.id)
      .where(enabledOnly),
    index("books_publisher_idx")
      .on(t.schoolId, t.publisherId, t.categoryId, t.readCount, t.id)
      .where(enabledOnly),
    index("books_author_idx").on(t.schoolId, t.author, t.readCount, t.id).where(enabledOnly),
    index("books_grams_idx").using("gin", t.searchGrams),
    index("books_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * What changes with circulation: copies in stock (not lost), active reservations and views.
 * The reserve race is settled here: `activeReservations < stock` in one conditional UPDATE.
 */
export const bookCounters = pgTable(
  "book_counters",
  {
    bookId: integer("book_id")
      .primaryKey()
      .references(() => books.id, { onDelete: "cascade" }),
    schoolId: integer("school_id").notNull(),
    stock: integer("stock").notNull().default(0),
    activeReservations: integer("active_reservations").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    /**
     * Every copy is spoken for. A column of its own (not just the comparison) so ANALYZE
     * knows how rare it is and the planner starts the availability facet from the index.
     */
    unavailable: boolean("unavailable")
      .notNull()
      .generatedAlwaysAs(sql`active_reservations >= stock`),
  },
  (t) => [
    index("book_counters_view_idx").on(t.schoolId, t.viewCount, t.bookId),
    // Few books have every copy spoken for: this small index serves the availability facet.
    index("book_counters_unavailable_idx")
      .on(t.schoolId, t.bookId)
      .where(sql`unavailable`),
  ],
);

/**
 * One physical copy, known at the desk by its barcode (`bookNo`), on the shelves by its call
 * number and location. `stock` in book_counters counts the copies on shelf, on loan or held:
 * lost, withdrawn and in-repair copies cannot be lent or promised.
 */
export const bookCopies = pgTable(
  "book_copies",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id").notNull(),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    bookNo: text("book_no").notNull(),
    /** The contract's copy statuses, with `on_loan` for its `onLoan`. */
    status: text("status", {
      enum: ["available", "on_loan", "held", "lost", "withdrawn", "repair"],
    })
      .notNull()
      .default("available"),
    callNumber: text("call_number").notNull().default(""),
    location: text("location").notNull().default(""),
    /** The catalogue import that added it (undoing the import removes it). */
    importId: integer("import_id").references(() => libraryImports.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("book_copies_no_unique").on(t.schoolId, t.bookNo),
    index("book_copies_book_idx").on(t.bookId, t.status),
  ],
);

export const loans = pgTable(
  "loans",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id").notNull(),
    readerId: integer("reader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id),
    copyId: integer("copy_id")
      .notNull()
      .references(() => bookCopies.id),
    status: text("status", { enum: ["borrowing", "returned", "lossPending", "lost"] })
      .notNull()
      .default("borrowing"),
    borrowedOn: date("borrowed_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    returnedOn: date("returned_on", { mode: "string" }),
    renewCount: integer("renew_count").notNull().default(0),
    lossReason: text("loss_reason"),
    lossReportedAt: timestamp("loss_reported_at", { withTimezone: true }),
  },
  (t) => [
    index("loans_reader_idx").on(t.readerId, t.status, t.dueOn),
    // A copy is out to one reader at a time: the database refuses a second open loan.
    uniqueIndex("loans_open_copy_unique").on(t.copyId).where(openLoan),
    index("loans_book_open_idx").on(t.bookId, t.readerId).where(openLoan),
    index("loans_loss_pending_idx")
      .on(t.schoolId, t.lossReportedAt, t.id)
      .where(sql`status = 'lossPending'`),
  ],
);

export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id").notNull(),
    readerId: integer("reader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id),
    /** The copy set aside once ready. */
    copyId: integer("copy_id").references(() => bookCopies.id),
    status: text("status", {
      enum: ["reserving", "preparing", "ready", "borrowed", "cancelled"],
    })
      .notNull()
      .default("reserving"),
    reservedAt: timestamp("reserved_at", { withTimezone: true }).notNull(),
    pickupBy: date("pickup_by", { mode: "string" }),
    borrowedOn: date("borrowed_on", { mode: "string" }),
    loanId: integer("loan_id").references(() => loans.id),
  },
  (t) => [
    // One active reservation per reader and book, even when two requests race.
    uniqueIndex("reservations_active_unique").on(t.readerId, t.bookId).where(activeReservation),
    index("reservations_queue_idx").on(t.bookId, t.reservedAt, t.id).where(activeReservation),
    index("reservations_desk_idx").on(t.schoolId, t.reservedAt, t.id).where(activeReservation),
    index("reservations_reader_idx").on(t.readerId, t.reservedAt),
  ],
);

/** A granted renewal; refused ones write nothing. */
export const renewals = pgTable(
  "renewals",
  {
    id: serial("id").primaryKey(),
    loanId: integer("loan_id")
      .notNull()
      .references(() => loans.id, { onDelete: "cascade" }),
    readerId: integer("reader_id").notNull(),
    renewedAt: timestamp("renewed_at", { withTimezone: true }).notNull(),
    previousDueOn: date("previous_due_on", { mode: "string" }).notNull(),
    newDueOn: date("new_due_on", { mode: "string" }).notNull(),
  },
  (t) => [index("renewals_reader_idx").on(t.readerId, t.renewedAt)],
);

export const favorites = pgTable(
  "favorites",
  {
    readerId: integer("reader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.readerId, t.bookId] }),
    index("favorites_reader_idx").on(t.readerId, t.createdAt),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    readerId: integer("reader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    likeCount: integer("like_count").notNull().default(0),
  },
  (t) => [
    index("reviews_book_idx").on(t.bookId, t.createdAt, t.id),
    index("reviews_reader_idx").on(t.readerId, t.createdAt, t.id),
  ],
);

export const reviewLikes = pgTable(
  "review_likes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    readerId: integer("reader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.readerId] })],
);

/** A book's detail view, once per viewer (reader id, or address when signed out) per day. */
export const bookViews = pgTable(
  "book_views",
  {
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    viewer: text("viewer").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.day, t.viewer] })],
);

/**
 * A catalogue import (issue 38 §2): the file (an upload) and what its check found — the
 * counts, the refused records and the first books, as the preview shows them. Confirming reads
 * the file again and checks it against the catalogue as it is then.
 */
export const libraryImports = pgTable(
  "library_imports",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    uploadId: integer("upload_id")
      .notNull()
      .references(() => uploads.id),
    format: text("format", { enum: LIBRARY_IMPORT_FORMATS }).notNull(),
    status: text("status", { enum: LIBRARY_IMPORT_STATUSES }).notNull(),
    /** Where records go whose category nothing in them names. */
    categoryId: integer("category_id").notNull(),
    records: integer("records").notNull(),
    refused: integer("refused").notNull(),
    booksAdded: integer("books_added").notNull(),
    booksMatched: integer("books_matched").notNull(),
    copiesAdded: integer("copies_added").notNull(),
    /** The refused records and the first books (`ImportPreviewParts` in services/import). */
    preview: jsonb("preview").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: integer("undone_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("library_imports_history").on(t.schoolId, t.createdAt)],
);

/**
 * A stocktake (issue 38 §4) of one location's shelves ("" the whole library): at most one open
 * per location. Its items are the copies expected there when it started, and every barcode
 * scanned.
 */
export const libraryStocktakes = pgTable(
  "library_stocktakes",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    location: text("location").notNull(),
    status: text("status", { enum: STOCKTAKE_STATUSES }).notNull(),
    startedBy: integer("started_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: integer("closed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("library_stocktakes_history").on(t.schoolId, t.startedAt),
    uniqueIndex("library_stocktakes_one_open")
      .on(t.schoolId, t.location)
      .where(sql`status = 'open'`),
  ],
);

/**
 * A stocktake's copy: expected (on the shelf at the location when it started) and not scanned
 * yet, or scanned — with what it was to the stocktake. An unknown barcode has no copy.
 */
export const libraryStocktakeItems = pgTable(
  "library_stocktake_items",
  {
    stocktakeId: integer("stocktake_id")
      .notNull()
      .references(() => libraryStocktakes.id, { onDelete: "cascade" }),
    bookNo: text("book_no").notNull(),
    copyId: integer("copy_id").references(() => bookCopies.id, { onDelete: "cascade" }),
    expected: boolean("expected").notNull(),
    result: text("result", { enum: STOCKTAKE_RESULTS }),
    scannedAt: timestamp("scanned_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.stocktakeId, t.bookNo] })],
);

/**
 * A loan's overdue reminder (issue 40: the library's reminders go through the server's one
 * messenger): when the reader's family was told. A loan is reminded once a school day; each
 * message itself is in the school's outbox (`message_outbox`, source `library.overdue`).
 */
export const libraryOverdueReminders = pgTable(
  "library_overdue_reminders",
  {
    id: serial("id").primaryKey(),
    loanId: integer("loan_id")
      .notNull()
      .references(() => loans.id, { onDelete: "cascade" }),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("library_overdue_reminders_loan").on(t.loanId, t.sentAt)],
);
