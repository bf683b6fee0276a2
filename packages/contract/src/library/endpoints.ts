import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { libraryRoutes } from "./routes";
import { librarySchoolRoutes } from "./school-routes";
import { libraryCatalogueRoutes } from "./catalogue-routes";
import { libraryReportRoutes } from "./report-routes";
import { libraryImportRoutes } from "./import-routes";
import { libraryStocktakeRoutes } from "./stocktake-routes";
import {
  stocktakeDetailSchema,
  stocktakePageSchema,
  stocktakeScanSchema,
} from "./stocktake-schemas";
import { libraryImportPageSchema, libraryImportPreviewSchema } from "./import-schemas";
import {
  bookReadingPageSchema,
  classReadingListSchema,
  overdueLoanPageSchema,
  overdueRemindedSchema,
  overdueReportSchema,
  pagedReportSchema,
  readerReadingPageSchema,
  remindOverdueSchema,
  reportPeriodSchema,
} from "./report-schemas";
import { flagField, idField, requiredText } from "../fields";
import {
  authorPageSchema,
  bookDetailSchema,
  bookFiltersSchema,
  bookPageSchema,
  categoryPageSchema,
  chatAnswerSchema,
  chatRequestSchema,
  deskLoanPageSchema,
  deskLoanSchema,
  deskReturnSchema,
  deskReservationPageSchema,
  deskReservationSchema,
  favoritePageSchema,
  homeSchema,
  loanPageSchema,
  loanSchema,
  pagedInSchool,
  publisherPageSchema,
  rankedBookPageSchema,
  renewalPageSchema,
  reservationPageSchema,
  reservationSchema,
  reviewPageSchema,
  reviewSchema,
  schoolLibrarySchema,
  schoolScoped,
} from "./schemas";
import { LOSS_REASON_MAX, RANK_TYPES, REVIEW_MAX } from "./values";
import { isbnField, saveBookBodySchema } from "./catalogue-request";
import { saveCopyBodySchema } from "./copy-request";
import {
  catalogueCopySchema,
  catalogueRecordSchema,
  labelCopiesSchema,
  readerCardsSchema,
  catalogueRowPageSchema,
  isbnLookupSchema,
} from "./catalogue-schemas";
import { BOOK_STATUSES, COPY_SETTABLE_STATUSES } from "./values";
import { attachmentSchema, uploadRequestSchema } from "../schemas/uploads";

/*
 * The library's endpoints: every call of spec §7 at exactly its path (POST, `schoolId` added
 * by the client), plus what the spec implies without naming (cancelling a reservation, keyword
 * search, the AI chat, the librarian's desk), in the same style.
 */

const tag = "library";
const facetQuery = pagedInSchool.extend({
  keyword: z.string().trim().max(50, { error: "validation.tooLong" }).optional(),
  categoryId: bookFiltersSchema.shape.categoryId,
});

// ── Catalogue: anyone may browse ────────────────────────────────────────────────────────

export const librarySchoolInfo = defineEndpoint(librarySchoolRoutes.librarySchoolInfo, {
  body: z.object({ schoolCode: requiredText(32) }),
  response: schoolLibrarySchema,
  tag,
  summary:
    "Looks a school up by its code (the `xschoolCode` of every library route): id, names, library rules.",
});

export const libraryHome = defineEndpoint(libraryRoutes.libraryHome, {
  body: schoolScoped,
  response: homeSchema,
  tag,
  summary:
    "The library's front page: new arrivals, popular and recommended books, categories, totals.",
});

export const libraryRank = defineEndpoint(libraryRoutes.libraryRank, {
  body: pagedInSchool.extend({
    rankType: z.enum(RANK_TYPES, { error: "validation.invalidOption" }),
  }),
  response: rankedBookPageSchema,
  tag,
  summary: "A ranking by read count, recommendations or views, best first.",
});

export const libraryRecommend = defineEndpoint(libraryRoutes.libraryRecommend, {
  body: pagedInSchool,
  response: bookPageSchema,
  tag,
  summary:
    "Recommended reading: for a signed-in reader, books suited to their age; otherwise the most recommended.",
});

export const libraryBookDetail = defineEndpoint(libraryRoutes.libraryBookDetail, {
  body: schoolScoped.extend({ id: idField() }),
  response: bookDetailSchema,
  tag,
  summary:
    "One book, with the reader's favourite flag and reservation (queue position). A view counts once per reader per day.",
});

export const libraryCategories = defineEndpoint(libraryRoutes.libraryCategories, {
  body: pagedInSchool,
  response: categoryPageSchema,
  tag,
  summary: "Categories with their subcategories and book counts.",
});

export const libraryAuthors = defineEndpoint(libraryRoutes.libraryAuthors, {
  body: facetQuery,
  response: authorPageSchema,
  tag,
  summary: "Authors (the author facet), most books first; narrowed by a keyword or category.",
});

export const libraryPublishers = defineEndpoint(libraryRoutes.libraryPublishers, {
  body: facetQuery,
  response: publisherPageSchema,
  tag,
  summary: "Publishers (the publisher facet), most books first; narrowed by a keyword or category.",
});

export const libraryBrowse = defineEndpoint(libraryRoutes.libraryBrowse, {
  body: pagedInSchool.extend(bookFiltersSchema.shape),
  response: bookPageSchema,
  tag,
  summary:
    "Books by the five facets: category, subcategory, author, publisher and reservation status.",
});

export const librarySearch = defineEndpoint(libraryRoutes.librarySearch, {
  body: pagedInSchool.extend(bookFiltersSchema.shape).extend({ keyword: requiredText(50) }),
  response: bookPageSchema,
  tag,
  summary:
    "Keyword search over Chinese and English titles, author, publisher and ISBN (substrings, Chinese too), best matches first; the facets narrow it.",
});

export const libraryChat = defineEndpoint(libraryRoutes.libraryChat, {
  body: chatRequestSchema,
  response: chatAnswerSchema,
  tag,
  summary:
    "AI-assisted search: a sentence in any of the three languages; answers books from the catalogue and a short reply in the reader's language.",
});

export const libraryBookReviews = defineEndpoint(libraryRoutes.libraryBookReviews, {
  body: pagedInSchool.extend({ bookId: idField() }),
  response: reviewPageSchema,
  tag,
  summary: "A book's reviews, newest first; `liked` and `mine` for a signed-in reader.",
});

// ── The reader's own: signed in ─────────────────────────────────────────────────────────

export const libraryFavorite = defineEndpoint(libraryRoutes.libraryFavorite, {
  body: schoolScoped.extend({ bookId: idField(), favorite: flagField() }),
  response: z.object({ favorite: z.boolean() }),
  tag,
  summary: "Adds a book to, or removes it from, the reader's favourites.",
});

export const libraryReserve = defineEndpoint(libraryRoutes.libraryReserve, {
  body: schoolScoped.extend({ bookId: idField() }),
  response: reservationSchema,
  tag,
  summary:
    "Reserves a book while a copy is free to reserve; the database settles a race for the last copy. Answers the reservation with its queue position.",
});

export const libraryCancelReservation = defineEndpoint(libraryRoutes.libraryCancelReservation, {
  body: schoolScoped.extend({ id: idField() }),
  response: reservationSchema,
  tag,
  summary: "Cancels the reader's own reservation, only while it is still waiting (reserving).",
});

export const libraryFavorites = defineEndpoint(libraryRoutes.libraryFavorites, {
  body: pagedInSchool,
  response: favoritePageSchema,
  tag,
  summary: "The reader's favourites, newest first.",
});

export const libraryLoans = defineEndpoint(libraryRoutes.libraryLoans, {
  body: pagedInSchool.extend({
    scope: z.enum(["current", "history"], { error: "validation.invalidOption" }).default("current"),
  }),
  response: loanPageSchema,
  tag,
  summary:
    "The reader's loans: current (on loan, overdue, loss under approval; due first) or history (returned, lost; newest first).",
});

export const libraryReservations = defineEndpoint(libraryRoutes.libraryReservations, {
  body: pagedInSchool,
  response: reservationPageSchema,
  tag,
  summary: "The reader's reservations, waiting ones first, each with its queue position.",
});

export const libraryRenewals = defineEndpoint(libraryRoutes.libraryRenewals, {
  body: pagedInSchool,
  response: renewalPageSchema,
  tag,
  summary: "The reader's granted renewals, newest first.",
});

export const libraryLossReports = defineEndpoint(libraryRoutes.libraryLossReports, {
  body: pagedInSchool,
  response: loanPageSchema,
  tag,
  summary: "The reader's loss reports: loans under loss approval or reported lost.",
});

export const libraryRenew = defineEndpoint(libraryRoutes.libraryRenew, {
  body: schoolScoped.extend({ loanId: idField() }),
  response: loanSchema,
  tag,
  summary:
    "Renews a loan when the rules allow (renewals left, not overdue, nobody waiting for the book, due within the school's renewal window `renew_window_days`); otherwise refused with the reason (too early: the day renewal opens).",
});

export const libraryReportLoss = defineEndpoint(libraryRoutes.libraryReportLoss, {
  body: schoolScoped.extend({
    loanId: idField(),
    reason: requiredText(LOSS_REASON_MAX, "validation.reasonRequired"),
  }),
  response: loanSchema,
  tag,
  summary: "Reports a book on loan as lost, with a reason; the librarian approves or rejects it.",
});

export const libraryAddReview = defineEndpoint(libraryRoutes.libraryAddReview, {
  body: schoolScoped.extend({
    bookId: idField(),
    content: requiredText(REVIEW_MAX, "validation.reviewRequired"),
  }),
  response: reviewSchema,
  tag,
  summary: "Writes a review of a book.",
});

export const libraryMyReviews = defineEndpoint(libraryRoutes.libraryMyReviews, {
  body: pagedInSchool,
  response: reviewPageSchema,
  tag,
  summary: "The reader's own reviews, newest first.",
});

export const libraryDeleteReview = defineEndpoint(libraryRoutes.libraryDeleteReview, {
  body: schoolScoped.extend({ id: idField() }),
  response: z.null(),
  tag,
  summary: "Deletes one of the reader's own reviews.",
});

export const libraryLikeReview = defineEndpoint(libraryRoutes.libraryLikeReview, {
  body: schoolScoped.extend({ id: idField(), like: flagField() }),
  response: z.object({
    id: z.number().int().positive(),
    liked: z.boolean(),
    like_count: z.number().int(),
  }),
  tag,
  summary: "Likes a review, or takes the like back.",
});

// ── The librarian's desk: staff only ───────────────────────────────────────────────────

export const deskReservations = defineEndpoint(libraryRoutes.deskReservations, {
  body: pagedInSchool.extend({
    status: z
      .enum(["reserving", "preparing", "ready"], { error: "validation.invalidOption" })
      .optional(),
  }),
  response: deskReservationPageSchema,
  tag,
  summary: "The reservations queue: waiting, being prepared, ready for pickup; oldest first.",
});

export const deskReservationStatus = defineEndpoint(libraryRoutes.deskReservationStatus, {
  body: schoolScoped.extend({
    id: idField(),
    status: z.enum(["preparing", "ready"], { error: "validation.invalidOption" }),
  }),
  response: deskReservationSchema,
  tag,
  summary:
    "Moves a reservation on: reserving → preparing → ready for pickup (a copy is set aside).",
});

export const deskCheckout = defineEndpoint(libraryRoutes.deskCheckout, {
  body: schoolScoped.extend({ bookNo: requiredText(32), readerNo: requiredText(32) }),
  response: deskLoanSchema,
  tag,
  summary:
    "Checks a copy out to a reader by book number and reader number; a ready reservation of theirs becomes borrowed.",
});

export const deskReturn = defineEndpoint(libraryRoutes.deskReturn, {
  body: schoolScoped.extend({ bookNo: requiredText(32) }),
  response: deskReturnSchema,
  tag,
  summary:
    "Takes a copy back by its book number: the loan is returned. `waiting`: the earliest reservation still waiting for the book (reserving or preparing), for the desk to put this copy aside.",
});

export const deskLossReports = defineEndpoint(libraryRoutes.deskLossReports, {
  body: pagedInSchool,
  response: deskLoanPageSchema,
  tag,
  summary: "Loss reports waiting for a decision, oldest first.",
});

export const deskDecideLoss = defineEndpoint(libraryRoutes.deskDecideLoss, {
  body: schoolScoped.extend({ loanId: idField(), approve: flagField() }),
  response: deskLoanSchema,
  tag,
  summary:
    "Approves a loss report (the loan becomes reported lost, the copy leaves the stock) or rejects it (back on loan).",
});

// ── The librarian's catalogue (issue 38) ───────────────────────────────────────────────

export const catalogueBooks = defineEndpoint(libraryCatalogueRoutes.catalogueBooks, {
  body: pagedInSchool.extend({
    keyword: z.string().trim().max(50, { error: "validation.tooLong" }).optional(),
    status: z.enum(BOOK_STATUSES, { error: "validation.invalidOption" }).optional(),
  }),
  response: catalogueRowPageSchema,
  tag,
  summary:
    "The catalogue as the librarian keeps it, newest first: enabled and disabled books, found by title, author, publisher, ISBN (either form), a copy's barcode or the start of its call number. The first call sets a new school's library up (its categories).",
});

export const catalogueBook = defineEndpoint(libraryCatalogueRoutes.catalogueBook, {
  body: schoolScoped.extend({ id: idField() }),
  response: catalogueRecordSchema,
  tag,
  summary: "A book's whole record with every copy (who has it, when on loan or set aside).",
});

export const catalogueIsbn = defineEndpoint(libraryCatalogueRoutes.catalogueIsbn, {
  body: schoolScoped.extend({ isbn: isbnField() }),
  response: isbnLookupSchema,
  tag,
  summary:
    "Checks an ISBN before a book is added: its 13 digits (an ISBN-10 is converted; a check digit that does not add up is refused), and the book that has it already.",
});

export const catalogueSaveBook = defineEndpoint(libraryCatalogueRoutes.catalogueSaveBook, {
  body: saveBookBodySchema,
  response: catalogueRecordSchema,
  tag,
  summary:
    "Adds a book (without `id`) or corrects one: an ISBN another book has is refused by field; readers see the change at once (lists, search, the book's page). The page's add or edit action.",
});

export const catalogueBookStatus = defineEndpoint(libraryCatalogueRoutes.catalogueBookStatus, {
  body: schoolScoped.extend({
    id: idField(),
    status: z.enum(BOOK_STATUSES, { error: "validation.invalidOption" }),
  }),
  response: catalogueRecordSchema,
  tag,
  summary:
    "Enables a book or disables it (readers no longer find it in lists or search; loans and reservations already made go on). The page's enable or disable action.",
});

export const catalogueSaveCopy = defineEndpoint(libraryCatalogueRoutes.catalogueSaveCopy, {
  body: saveCopyBodySchema,
  response: catalogueCopySchema,
  tag,
  summary:
    "Adds a copy of a book (on the shelf, in stock at once) or corrects a copy's barcode, call number or location; a barcode another copy has is refused by field.",
});

export const catalogueCopyStatus = defineEndpoint(libraryCatalogueRoutes.catalogueCopyStatus, {
  body: schoolScoped.extend({
    id: idField(),
    status: z.enum(COPY_SETTABLE_STATUSES, { error: "validation.invalidOption" }),
  }),
  response: catalogueCopySchema,
  tag,
  summary:
    "Puts a copy back on the shelf, sends it for repair or withdraws it; a copy on loan or set aside for a reader is refused (the desk moves it). Repair and withdrawn copies leave the stock readers reserve from.",
});

export const catalogueUploadCover = defineEndpoint(libraryCatalogueRoutes.catalogueUploadCover, {
  body: schoolScoped.extend(uploadRequestSchema("image").shape),
  response: attachmentSchema,
  tag,
  summary:
    "A book's cover picture (gif, jpeg, png or bmp by its content, at most 5 MB), shown once a save of the book names it in `cover`.",
});

export const catalogueReaderCards = defineEndpoint(libraryCatalogueRoutes.catalogueReaderCards, {
  body: schoolScoped.extend({
    class_name: z.string().trim().max(20, { error: "validation.tooLong" }).optional(),
  }),
  response: readerCardsSchema,
  tag,
  summary:
    "The school's classes, and a class's students (class-number order) to print library cards for: the card's barcode is the student number, which the desk lends by. Without a class, the classes alone.",
});

export const catalogueLabels = defineEndpoint(libraryCatalogueRoutes.catalogueLabels, {
  body: schoolScoped
    .extend({ book_id: z.optional(idField()), import_id: z.optional(idField()) })
    .refine((body) => body.book_id !== undefined || body.import_id !== undefined, {
      error: "validation.required",
      path: ["book_id"],
    }),
  response: labelCopiesSchema,
  tag,
  summary:
    "The copies to print barcode and spine labels for: a book's, or those an import added (withdrawn ones left out), barcode order, at most 2,000.",
});

// ── Bringing a catalogue in (issue 38 §2) ───────────────────────────────────────────────

const importId = schoolScoped.extend({ id: idField() });

export const catalogueImportCheck = defineEndpoint(libraryImportRoutes.catalogueImportCheck, {
  body: schoolScoped.extend({
    ...uploadRequestSchema("catalogue").shape,
    /** Where a record goes whose category neither its classification nor its column names. */
    category_id: idField(),
  }),
  response: libraryImportPreviewSchema,
  tag,
  summary:
    "Checks a catalogue file — MARC 21 records (ISO 2709 in MARC-8 or UTF-8 by leader position 9, or MARCXML: 020, 100/110/700, 245 with 880 for the other script, 260/264, 082/084, 520, 521, and copies from 952 or 852), or the template's spreadsheet (.xlsx, or CSV in UTF-8, Big5 or GBK) — and keeps it with a preview: the books it adds, the books of the catalogue whose ISBN it matches (their new copies), each refused record and why. Writes no book.",
});

export const catalogueImport = defineEndpoint(libraryImportRoutes.catalogueImport, {
  body: importId,
  response: libraryImportPreviewSchema,
  tag,
  summary: "One import of the school with its preview.",
});

export const catalogueImportConfirm = defineEndpoint(libraryImportRoutes.catalogueImportConfirm, {
  body: importId,
  response: libraryImportPreviewSchema,
  tag,
  summary:
    "Writes a checked import, checked again against the catalogue as it is now, in one transaction: its new books and their copies, and new copies of matched books. Readers find them at once. Confirming one already imported writes nothing.",
});

export const catalogueImports = defineEndpoint(libraryImportRoutes.catalogueImports, {
  body: pagedInSchool,
  response: libraryImportPageSchema,
  tag,
  summary:
    "The school's catalogue imports, latest first: who, when, which file, what each added and refused, and whether it was undone.",
});

export const catalogueImportUndo = defineEndpoint(libraryImportRoutes.catalogueImportUndo, {
  body: importId,
  response: libraryImportPreviewSchema,
  tag,
  summary:
    "Undoes an import in one transaction: the copies it added and the books it added go. Refused (code 409) once one of its copies has been lent or set aside: withdraw copies instead.",
});

export const catalogueImportDiscard = defineEndpoint(libraryImportRoutes.catalogueImportDiscard, {
  body: importId,
  response: z.object({ id: z.number().int().positive() }),
  tag,
  summary:
    "Discards an import that was checked and never confirmed: its preview and its file go. One imported or undone is refused (code 409).",
});

// ── The stocktake (issue 38 §4) ─────────────────────────────────────────────────────────

const stocktakeId = schoolScoped.extend({ id: idField() });

export const stocktakes = defineEndpoint(libraryStocktakeRoutes.stocktakes, {
  body: pagedInSchool,
  response: stocktakePageSchema,
  tag,
  summary:
    "The school's stocktakes, latest first, each with its counts; and the locations its copies are kept at, with how many copies each (what a stocktake is started for).",
});

export const stocktake = defineEndpoint(libraryStocktakeRoutes.stocktake, {
  body: stocktakeId,
  response: stocktakeDetailSchema,
  tag,
  summary:
    "One stocktake with what it has found: its counts, and the copies missing, out of place and on loan, and the unknown barcodes.",
});

export const stocktakeStart = defineEndpoint(libraryStocktakeRoutes.stocktakeStart, {
  body: schoolScoped.extend({
    location: z.string().trim().max(40, { error: "validation.tooLong" }),
  }),
  response: stocktakeDetailSchema,
  tag,
  summary:
    "Starts a stocktake of one location's shelves (an empty location: the whole library): every copy on the shelf there is expected. One open stocktake of a location at a time (a second is refused, code 409).",
});

export const stocktakeScan = defineEndpoint(libraryStocktakeRoutes.stocktakeScan, {
  body: stocktakeId.extend({ book_no: requiredText(32) }),
  response: stocktakeScanSchema,
  tag,
  summary:
    "Records one scanned barcode in an open stocktake and answers what the copy is to it — found, out of place, on loan, unknown or scanned before — with the counts after it.",
});

export const stocktakeClose = defineEndpoint(libraryStocktakeRoutes.stocktakeClose, {
  body: stocktakeId,
  response: stocktakeDetailSchema,
  tag,
  summary:
    "Closes an open stocktake: the copies still missing are marked lost (they leave the stock readers reserve from), in one transaction.",
});

// ── The librarian's reading reports (issue 38 §5) ─────────────────────────────────────

export const libraryReportClasses = defineEndpoint(libraryReportRoutes.libraryReportClasses, {
  body: reportPeriodSchema,
  response: classReadingListSchema,
  tag,
  summary:
    "Loans per class in the period (by the day borrowed): the class's students, how many borrowed, how many loans; classes in order. The reports page's `query`.",
});

export const libraryReportReaders = defineEndpoint(libraryReportRoutes.libraryReportReaders, {
  body: pagedReportSchema,
  response: readerReadingPageSchema,
  tag,
  summary:
    "Students by their loans in the period, most first (reading awards); `class_name` narrows to one class.",
});

export const libraryReportBooks = defineEndpoint(libraryReportRoutes.libraryReportBooks, {
  body: pagedReportSchema,
  response: bookReadingPageSchema,
  tag,
  summary:
    "The most borrowed books in the period, with how many readers borrowed each; `class_name` counts one class's loans.",
});

export const libraryReportOverdue = defineEndpoint(libraryReportRoutes.libraryReportOverdue, {
  body: overdueReportSchema,
  response: overdueLoanPageSchema,
  tag,
  summary:
    "Loans past their due day now, by class, then reader, then due day; `class_name` narrows to one class.",
});

export const libraryRemindOverdue = defineEndpoint(libraryReportRoutes.libraryRemindOverdue, {
  body: remindOverdueSchema,
  response: overdueRemindedSchema,
  tag,
  summary:
    "Reminds the guardians of every reader with a loan past its due day (one class's with `class_name`): one text (and an e-mail where the school has the address) per guardian in their language, naming their children's books and due days, kept in the school's outbox. A loan is reminded once a day: one already reminded today is left (`skipped`); none left to remind: 409.",
});

/** Every library endpoint, by id. */
export const libraryEndpoints = {
  librarySchoolInfo,
  libraryHome,
  libraryRank,
  libraryRecommend,
  libraryBookDetail,
  libraryCategories,
  libraryAuthors,
  libraryPublishers,
  libraryBrowse,
  librarySearch,
  libraryChat,
  libraryBookReviews,
  libraryFavorite,
  libraryReserve,
  libraryCancelReservation,
  libraryFavorites,
  libraryLoans,
  libraryReservations,
  libraryRenewals,
  libraryLossReports,
  libraryRenew,
  libraryReportLoss,
  libraryAddReview,
  libraryMyReviews,
  libraryDeleteReview,
  libraryLikeReview,
  deskReservations,
  deskReservationStatus,
  deskCheckout,
  deskReturn,
  deskLossReports,
  deskDecideLoss,
  catalogueBooks,
  catalogueBook,
  catalogueIsbn,
  catalogueSaveBook,
  catalogueBookStatus,
  catalogueSaveCopy,
  catalogueCopyStatus,
  catalogueUploadCover,
  catalogueLabels,
  catalogueReaderCards,
  catalogueImportCheck,
  catalogueImport,
  catalogueImportConfirm,
  catalogueImports,
  catalogueImportUndo,
  catalogueImportDiscard,
  stocktakes,
  stocktake,
  stocktakeStart,
  stocktakeScan,
  stocktakeClose,
  libraryReportClasses,
  libraryReportReaders,
  libraryReportBooks,
  libraryReportOverdue,
  libraryRemindOverdue,
} as const;
