import { z } from "zod";
import { idField, optionalText, requiredText } from "../fields";
import { pageOf, pageRequestSchema } from "../paging";
import {
  LOAN_STATUSES,
  RESERVATION_STATUSES,
  BOOK_STATUSES,
  BOOK_LANGUAGES,
  AVAILABILITIES,
} from "./values";

/*
 * The school library's API shapes (spec §1, §3, §4, §7). Requests name their fields in
 * camelCase as the spec's calls do (`schoolId`, `pageNum`); answers use the snake_case of the
 * spec's entities (`book_no`, `due_date`). Dates are ISO 8601 strings: `YYYY-MM-DD` for a day
 * (due dates), a full timestamp for a moment (when something was reserved).
 */

// ── Request building blocks ─────────────────────────────────────────────────────────────

/** Every library call carries the school it is about (spec §7: "each with schoolId added"). */
export const schoolScoped = z.object({ schoolId: idField() });
export const pagedInSchool = schoolScoped.extend(pageRequestSchema.shape);

const optionalId = () =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.optional(idField()),
  );

/** Filters of the category page (the five facets) and of keyword search. */
export const bookFiltersSchema = z.object({
  categoryId: optionalId(),
  subcategoryId: optionalId(),
  /** An author's name exactly as listed by `book_copyright_list`. */
  author: optionalText(100),
  publisherId: optionalId(),
  availability: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(AVAILABILITIES, { error: "validation.invalidOption" }).optional(),
  ),
});

// ── Catalogue ───────────────────────────────────────────────────────────────────────────

export const schoolLibrarySchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name_zh: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  /** The library's rules, shown to readers and enforced by the server. */
  rules: z.object({
    loan_days: z.number().int(),
    max_renewals: z.number().int(),
    renew_days: z.number().int(),
    /** A loan can be renewed only in the last this-many days before it is due. */
    renew_window_days: z.number().int(),
    max_loans: z.number().int(),
    max_reservations: z.number().int(),
    /** Days a copy waits on the pickup shelf once ready. */
    pickup_days: z.number().int(),
  }),
});
export type SchoolLibrary = z.infer<typeof schoolLibrarySchema>;

export const subcategorySchema = z.object({
  id: z.number().int().positive(),
  name_zh: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  book_count: z.number().int(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = subcategorySchema.extend({
  /** A short code for the category's icon and colour ("science", "history", …). */
  code: z.string(),
  children: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

/** What names a book wherever it shows: readers' lists and the librarian's catalogue alike. */
export const bookIdentity = {
  id: z.number().int().positive(),
  isbn: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  author: z.string(),
  publisher: z.string(),
};

/** Where a book sits in the catalogue. */
export const bookPlace = {
  category_id: z.number().int().positive(),
  subcategory_id: z.number().int().positive().nullable(),
};

/** A book as lists show it (cards, tables, search results). */
export const bookSummarySchema = z.object({
  ...bookIdentity,
  ...bookPlace,
  /** An image address, or null: the client then draws a cover from the title. */
  cover: z.string().nullable(),
  language: z.enum(BOOK_LANGUAGES),
  age_min: z.number().int(),
  age_max: z.number().int(),
  /** Copies the library owns (not counting lost ones). */
  stock: z.number().int(),
  /** Reservations waiting, being prepared or ready for pickup. */
  reservations: z.number().int(),
  /** Copies free to reserve now: stock minus active reservations, never below 0. */
  available: z.number().int(),
  status: z.enum(BOOK_STATUSES),
  read_count: z.number().int(),
  recommend_count: z.number().int(),
  view_count: z.number().int(),
});
export type BookSummary = z.infer<typeof bookSummarySchema>;

export const rankedBookSchema = bookSummarySchema.extend({
  rank: z.number().int().positive(),
});
export type RankedBook = z.infer<typeof rankedBookSchema>;

/** The signed-in reader's reservation of a book, with their place in its queue. */
export const myReservationSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(RESERVATION_STATUSES),
  /** 1 for the first in line; null once the reservation no longer waits. */
  queue_position: z.number().int().positive().nullable(),
});

export const bookDetailSchema = bookSummarySchema.extend({
  subcategory: z.string().nullable(),
  category: z.string(),
  publisher_id: z.number().int().positive(),
  publish_year: z.number().int().nullable(),
  intro_zh: z.string(),
  intro_en: z.string(),
  review_count: z.number().int(),
  /** Copies lent out now (part of `stock`). */
  on_loan: z.number().int(),
  /** For the signed-in reader; false when signed out. */
  favorite: z.boolean(),
  my_reservation: myReservationSchema.nullable(),
  /** The reader has a copy of this book on loan now. */
  on_loan_to_me: z.boolean(),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

export const homeSchema = z.object({
  new_arrivals: z.array(bookSummarySchema),
  popular: z.array(bookSummarySchema),
  recommended: z.array(bookSummarySchema),
  categories: z.array(categorySchema),
  totals: z.object({ books: z.number().int(), copies: z.number().int() }),
});
export type LibraryHome = z.infer<typeof homeSchema>;

export const authorFacetSchema = z.object({ author: z.string(), book_count: z.number().int() });
export type AuthorFacet = z.infer<typeof authorFacetSchema>;

export const publisherFacetSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  book_count: z.number().int(),
});
export type PublisherFacet = z.infer<typeof publisherFacetSchema>;

// ── Records (spec §3: borrow record, reservation record, book review) ─────────────────────

const bookRef = {
  book_id: z.number().int().positive(),
  book_name_zh: z.string(),
  book_name_en: z.string(),
  cover: z.string().nullable(),
};

export const loanSchema = z.object({
  id: z.number().int().positive(),
  /** The record's serial number, as the library's slips print it ("L2026000123"). */
  serial_no: z.string(),
  ...bookRef,
  /** The copy's barcode. */
  book_no: z.string(),
  borrow_date: z.string(),
  due_date: z.string(),
  return_date: z.string().nullable(),
  renew_count: z.number().int(),
  renewals_left: z.number().int(),
  status: z.enum(LOAN_STATUSES),
  loss_reason: z.string().nullable(),
  loss_reported_at: z.string().nullable(),
});
export type Loan = z.infer<typeof loanSchema>;

export const reservationSchema = z.object({
  id: z.number().int().positive(),
  serial_no: z.string(),
  ...bookRef,
  /** The copy set aside once the reservation is ready; null before. */
  book_no: z.string().nullable(),
  reserve_date: z.string(),
  /** When the reserved copy was checked out. */
  borrow_date: z.string().nullable(),
  /** Last day to collect a ready copy. */
  pickup_by: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  queue_position: z.number().int().positive().nullable(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** A granted renewal: it moved the loan's due date. */
export const renewalSchema = z.object({
  id: z.number().int().positive(),
  loan_id: z.number().int().positive(),
  ...bookRef,
  book_no: z.string(),
  renewed_at: z.string(),
  previous_due_date: z.string(),
  new_due_date: z.string(),
});
export type Renewal = z.infer<typeof renewalSchema>;

export const favoriteSchema = bookSummarySchema.extend({ favorited_at: z.string() });
export type Favorite = z.infer<typeof favoriteSchema>;

export const reviewSchema = z.object({
  id: z.number().int().positive(),
  ...bookRef,
  content: z.string(),
  /** The reviewer as other readers see them: a name, never an account id. */
  reviewer: z.string(),
  created_at: z.string(),
  like_count: z.number().int(),
  /** The signed-in reader likes it; false when signed out. */
  liked: z.boolean(),
  /** Written by the signed-in reader: they may delete it. */
  mine: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

// ── AI-assisted search chat ─────────────────────────────────────────────────────────────

export const chatTurnSchema = z.object({
  role: z.enum(["reader", "assistant"]),
  text: requiredText(300),
});

/** Sent as JSON (FLAG = 0): the conversation so far lets "in English, please" refine it. */
export const chatRequestSchema = schoolScoped.extend({
  message: requiredText(300),
  history: z.array(chatTurnSchema).max(10, { error: "validation.tooLarge" }).default([]),
});

/** The conditions of a book search the conversation can carry from one question to the next. */
export const CHAT_CONDITIONS = ["topic", "age", "language"] as const;
export type ChatCondition = (typeof CHAT_CONDITIONS)[number];

/** What the engine understood: shown to the reader as chips, so they can see why. */
export const chatIntentSchema = z.object({
  keywords: z.array(z.string()),
  age: z.number().int().nullable(),
  language: z.enum(BOOK_LANGUAGES).nullable(),
  category_id: z.number().int().positive().nullable(),
  /**
   * Which of these came from earlier questions, not this one ("7 歲" said two questions ago):
   * the reader sees them marked, and can drop them ("不限年齡", "any language").
   */
  carried: z.array(z.enum(CHAT_CONDITIONS)),
});
export type ChatIntent = z.infer<typeof chatIntentSchema>;

export const chatAnswerSchema = z.object({
  reply: z.string(),
  intent: chatIntentSchema,
  books: z.array(bookSummarySchema),
  /** "local" (the built-in engine) or the model's name. */
  engine: z.string(),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

// ── Librarian desk (staff) ──────────────────────────────────────────────────────────────

export const readerSchema = z.object({
  id: z.number().int().positive(),
  name_zh: z.string(),
  name_en: z.string(),
  class_name: z.string().nullable(),
  /** Student number, or the account name of staff readers. */
  reader_no: z.string(),
});
export type Reader = z.infer<typeof readerSchema>;

export const deskReservationSchema = reservationSchema.extend({ reader: readerSchema });
export type DeskReservation = z.infer<typeof deskReservationSchema>;

export const deskLoanSchema = loanSchema.extend({ reader: readerSchema });
export type DeskLoan = z.infer<typeof deskLoanSchema>;

/**
 * A copy taken back, with the reader whose reservation waits for the book (issue 38): the
 * desk puts this copy aside for them — the earliest still waiting; null when nobody waits.
 */
export const deskReturnSchema = deskLoanSchema.extend({
  waiting: deskReservationSchema.nullable(),
});
export type DeskReturn = z.infer<typeof deskReturnSchema>;

// ── Pages ───────────────────────────────────────────────────────────────────────────────

export const bookPageSchema = pageOf(bookSummarySchema);
export const rankedBookPageSchema = pageOf(rankedBookSchema);
export const categoryPageSchema = pageOf(categorySchema);
export const authorPageSchema = pageOf(authorFacetSchema);
export const publisherPageSchema = pageOf(publisherFacetSchema);
export const loanPageSchema = pageOf(loanSchema);
export const reservationPageSchema = pageOf(reservationSchema);
export const renewalPageSchema = pageOf(renewalSchema);
export const favoritePageSchema = pageOf(favoriteSchema);
export const reviewPageSchema = pageOf(reviewSchema);
export const deskReservationPageSchema = pageOf(deskReservationSchema);
export const deskLoanPageSchema = pageOf(deskLoanSchema);
