import { z } from "zod";
import { defineEndpoint } from "../endpoint";
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
  deskReservationPageSchema,
  deskReservationSchema,
  favoritePageSchema,
  homeSchema,
  loanPageSchema,
  loanSchema,
  LOSS_REASON_MAX,
  pagedInSchool,
  publisherPageSchema,
  RANK_TYPES,
  rankedBookPageSchema,
  renewalPageSchema,
  reservationPageSchema,
  reservationSchema,
  REVIEW_MAX,
  reviewPageSchema,
  reviewSchema,
  schoolLibrarySchema,
  schoolScoped,
} from "./schemas";

/*
 * The library's endpoints: every call of spec §7 at exactly its path (POST, `schoolId` added
 * by the client), plus what the spec implies without naming (cancelling a reservation, keyword
 * search, the AI chat, the librarian's desk), in the same style.
 */

const tag = "library";
const anyone = { kind: "public" } as const;
const reader = { kind: "user" } as const;
const librarian = { kind: "user", roles: ["staff"] } as const;

const facetQuery = pagedInSchool.extend({
  keyword: z.string().trim().max(50, { error: "validation.tooLong" }).optional(),
  categoryId: bookFiltersSchema.shape.categoryId,
});

// ── Catalogue: anyone may browse ────────────────────────────────────────────────────────

export const librarySchoolInfo = defineEndpoint({
  id: "librarySchoolInfo",
  method: "POST",
  path: "/api/library/school_info",
  body: z.object({ schoolCode: requiredText(32) }),
  response: schoolLibrarySchema,
  access: anyone,
  tag,
  summary:
    "Looks a school up by its code (the `xschoolCode` of every library route): id, names, library rules.",
});

export const libraryHome = defineEndpoint({
  id: "libraryHome",
  method: "POST",
  path: "/api/library/home",
  body: schoolScoped,
  response: homeSchema,
  access: anyone,
  tag,
  summary:
    "The library's front page: new arrivals, popular and recommended books, categories, totals.",
});

export const libraryRank = defineEndpoint({
  id: "libraryRank",
  method: "POST",
  path: "/api/library/page_by_rank",
  body: pagedInSchool.extend({
    rankType: z.enum(RANK_TYPES, { error: "validation.invalidOption" }),
  }),
  response: rankedBookPageSchema,
  access: anyone,
  tag,
  summary: "A ranking by read count, recommendations or views, best first.",
});

export const libraryRecommend = defineEndpoint({
  id: "libraryRecommend",
  method: "POST",
  path: "/api/library/page_by_recommend",
  body: pagedInSchool,
  response: bookPageSchema,
  access: anyone,
  tag,
  summary:
    "Recommended reading: for a signed-in reader, books suited to their age; otherwise the most recommended.",
});

export const libraryBookDetail = defineEndpoint({
  id: "libraryBookDetail",
  method: "POST",
  path: "/api/library/detail",
  body: schoolScoped.extend({ id: idField() }),
  response: bookDetailSchema,
  access: anyone,
  tag,
  summary:
    "One book, with the reader's favourite flag and reservation (queue position). A view counts once per reader per day.",
});

export const libraryCategories = defineEndpoint({
  id: "libraryCategories",
  method: "POST",
  path: "/api/library/classification_page_list",
  body: pagedInSchool,
  response: categoryPageSchema,
  access: anyone,
  tag,
  summary: "Categories with their subcategories and book counts.",
});

export const libraryAuthors = defineEndpoint({
  id: "libraryAuthors",
  method: "POST",
  path: "/api/library/book_copyright_list",
  body: facetQuery,
  response: authorPageSchema,
  access: anyone,
  tag,
  summary: "Authors (the author facet), most books first; narrowed by a keyword or category.",
});

export const libraryPublishers = defineEndpoint({
  id: "libraryPublishers",
  method: "POST",
  path: "/api/library/publisher_list",
  body: facetQuery,
  response: publisherPageSchema,
  access: anyone,
  tag,
  summary: "Publishers (the publisher facet), most books first; narrowed by a keyword or category.",
});

export const libraryBrowse = defineEndpoint({
  id: "libraryBrowse",
  method: "POST",
  path: "/api/library/page_by_classification",
  body: pagedInSchool.extend(bookFiltersSchema.shape),
  response: bookPageSchema,
  access: anyone,
  tag,
  summary:
    "Books by the five facets: category, subcategory, author, publisher and reservation status.",
});

export const librarySearch = defineEndpoint({
  id: "librarySearch",
  method: "POST",
  path: "/api/library/page_by_keyword",
  body: pagedInSchool.extend(bookFiltersSchema.shape).extend({ keyword: requiredText(50) }),
  response: bookPageSchema,
  access: anyone,
  tag,
  summary:
    "Keyword search over Chinese and English titles, author, publisher and ISBN (substrings, Chinese too), best matches first; the facets narrow it.",
});

export const libraryChat = defineEndpoint({
  id: "libraryChat",
  method: "POST",
  path: "/api/library/ai_chat",
  body: chatRequestSchema,
  response: chatAnswerSchema,
  encoding: "json",
  access: anyone,
  tag,
  summary:
    "AI-assisted search: a sentence in any of the three languages; answers books from the catalogue and a short reply in the reader's language.",
});

export const libraryBookReviews = defineEndpoint({
  id: "libraryBookReviews",
  method: "POST",
  path: "/api/library/user/book_comment_list",
  body: pagedInSchool.extend({ bookId: idField() }),
  response: reviewPageSchema,
  access: anyone,
  tag,
  summary: "A book's reviews, newest first; `liked` and `mine` for a signed-in reader.",
});

// ── The reader's own: signed in ─────────────────────────────────────────────────────────

export const libraryFavorite = defineEndpoint({
  id: "libraryFavorite",
  method: "POST",
  path: "/api/library/user/favorite",
  body: schoolScoped.extend({ bookId: idField(), favorite: flagField() }),
  response: z.object({ favorite: z.boolean() }),
  access: reader,
  tag,
  summary: "Adds a book to, or removes it from, the reader's favourites.",
});

export const libraryReserve = defineEndpoint({
  id: "libraryReserve",
  method: "POST",
  path: "/api/library/user/reserve",
  body: schoolScoped.extend({ bookId: idField() }),
  response: reservationSchema,
  access: reader,
  tag,
  summary:
    "Reserves a book while a copy is free to reserve; the database settles a race for the last copy. Answers the reservation with its queue position.",
});

export const libraryCancelReservation = defineEndpoint({
  id: "libraryCancelReservation",
  method: "POST",
  path: "/api/library/user/cancel_reserve",
  body: schoolScoped.extend({ id: idField() }),
  response: reservationSchema,
  access: reader,
  tag,
  summary: "Cancels the reader's own reservation, only while it is still waiting (reserving).",
});

export const libraryFavorites = defineEndpoint({
  id: "libraryFavorites",
  method: "POST",
  path: "/api/library/user/page_favorite",
  body: pagedInSchool,
  response: favoritePageSchema,
  access: reader,
  tag,
  summary: "The reader's favourites, newest first.",
});

export const libraryLoans = defineEndpoint({
  id: "libraryLoans",
  method: "POST",
  path: "/api/library/user/page_borrow",
  body: pagedInSchool.extend({
    scope: z.enum(["current", "history"], { error: "validation.invalidOption" }).default("current"),
  }),
  response: loanPageSchema,
  access: reader,
  tag,
  summary:
    "The reader's loans: current (on loan, overdue, loss under approval; due first) or history (returned, lost; newest first).",
});

export const libraryReservations = defineEndpoint({
  id: "libraryReservations",
  method: "POST",
  path: "/api/library/user/page_reserve",
  body: pagedInSchool,
  response: reservationPageSchema,
  access: reader,
  tag,
  summary: "The reader's reservations, waiting ones first, each with its queue position.",
});

export const libraryRenewals = defineEndpoint({
  id: "libraryRenewals",
  method: "POST",
  path: "/api/library/user/page_renew",
  body: pagedInSchool,
  response: renewalPageSchema,
  access: reader,
  tag,
  summary: "The reader's granted renewals, newest first.",
});

export const libraryLossReports = defineEndpoint({
  id: "libraryLossReports",
  method: "POST",
  path: "/api/library/user/page_lost",
  body: pagedInSchool,
  response: loanPageSchema,
  access: reader,
  tag,
  summary: "The reader's loss reports: loans under loss approval or reported lost.",
});

export const libraryRenew = defineEndpoint({
  id: "libraryRenew",
  method: "POST",
  path: "/api/library/user/apply_renew",
  body: schoolScoped.extend({ loanId: idField() }),
  response: loanSchema,
  access: reader,
  tag,
  summary:
    "Renews a loan when the rules allow (renewals left, not overdue, nobody waiting for the book); otherwise refused with the reason.",
});

export const libraryReportLoss = defineEndpoint({
  id: "libraryReportLoss",
  method: "POST",
  path: "/api/library/user/apply_lost",
  body: schoolScoped.extend({
    loanId: idField(),
    reason: requiredText(LOSS_REASON_MAX, "validation.reasonRequired"),
  }),
  response: loanSchema,
  access: reader,
  tag,
  summary: "Reports a book on loan as lost, with a reason; the librarian approves or rejects it.",
});

export const libraryAddReview = defineEndpoint({
  id: "libraryAddReview",
  method: "POST",
  path: "/api/library/user/add_book_comment",
  body: schoolScoped.extend({
    bookId: idField(),
    content: requiredText(REVIEW_MAX, "validation.reviewRequired"),
  }),
  response: reviewSchema,
  access: reader,
  tag,
  summary: "Writes a review of a book.",
});

export const libraryMyReviews = defineEndpoint({
  id: "libraryMyReviews",
  method: "POST",
  path: "/api/library/user/user_book_comment_list",
  body: pagedInSchool,
  response: reviewPageSchema,
  access: reader,
  tag,
  summary: "The reader's own reviews, newest first.",
});

export const libraryDeleteReview = defineEndpoint({
  id: "libraryDeleteReview",
  method: "POST",
  path: "/api/library/user/delete_book_comment",
  body: schoolScoped.extend({ id: idField() }),
  response: z.null(),
  access: reader,
  tag,
  summary: "Deletes one of the reader's own reviews.",
});

export const libraryLikeReview = defineEndpoint({
  id: "libraryLikeReview",
  method: "POST",
  path: "/api/library/user/like_book_comment",
  body: schoolScoped.extend({ id: idField(), like: flagField() }),
  response: z.object({ id: z.number().int(), liked: z.boolean(), like_count: z.number().int() }),
  access: reader,
  tag,
  summary: "Likes a review, or takes the like back.",
});

// ── The librarian's desk: staff only ───────────────────────────────────────────────────

export const deskReservations = defineEndpoint({
  id: "deskReservations",
  method: "POST",
  path: "/api/library/desk/page_reserve",
  body: pagedInSchool.extend({
    status: z
      .enum(["reserving", "preparing", "ready"], { error: "validation.invalidOption" })
      .optional(),
  }),
  response: deskReservationPageSchema,
  access: librarian,
  tag,
  summary: "The reservations queue: waiting, being prepared, ready for pickup; oldest first.",
});

export const deskReservationStatus = defineEndpoint({
  id: "deskReservationStatus",
  method: "POST",
  path: "/api/library/desk/reserve_status",
  body: schoolScoped.extend({
    id: idField(),
    status: z.enum(["preparing", "ready"], { error: "validation.invalidOption" }),
  }),
  response: deskReservationSchema,
  access: librarian,
  tag,
  summary:
    "Moves a reservation on: reserving → preparing → ready for pickup (a copy is set aside).",
});

export const deskCheckout = defineEndpoint({
  id: "deskCheckout",
  method: "POST",
  path: "/api/library/desk/checkout",
  body: schoolScoped.extend({ bookNo: requiredText(32), readerNo: requiredText(32) }),
  response: deskLoanSchema,
  access: librarian,
  tag,
  summary:
    "Checks a copy out to a reader by book number and reader number; a ready reservation of theirs becomes borrowed.",
});

export const deskReturn = defineEndpoint({
  id: "deskReturn",
  method: "POST",
  path: "/api/library/desk/return",
  body: schoolScoped.extend({ bookNo: requiredText(32) }),
  response: deskLoanSchema,
  access: librarian,
  tag,
  summary: "Takes a copy back by its book number: the loan is returned.",
});

export const deskLossReports = defineEndpoint({
  id: "deskLossReports",
  method: "POST",
  path: "/api/library/desk/page_lost",
  body: pagedInSchool,
  response: deskLoanPageSchema,
  access: librarian,
  tag,
  summary: "Loss reports waiting for a decision, oldest first.",
});

export const deskDecideLoss = defineEndpoint({
  id: "deskDecideLoss",
  method: "POST",
  path: "/api/library/desk/decide_lost",
  body: schoolScoped.extend({ loanId: idField(), approve: flagField() }),
  response: deskLoanSchema,
  access: librarian,
  tag,
  summary:
    "Approves a loss report (the loan becomes reported lost, the copy leaves the stock) or rejects it (back on loan).",
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
} as const;
