import { SCHOOL_ROLES } from "../accounts";
import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * Where each library call goes and who may make it: the part of the contract a client needs at
 * run time, without the schemas (those are in endpoints.ts, built on these).
 */

const anyone = { kind: "public" } as const;
const reader = { kind: "user", roles: SCHOOL_ROLES } as const;
/** The desk and the catalogue: the school's librarian, and the office where it runs the library. */
const librarian = { kind: "user", roles: ["staff", "librarian"] } as const;

export const libraryRoutes = defineRoutes({
  libraryHome: {
    method: "POST",
    path: "/api/library/home",
    access: anyone,
  },
  libraryRank: {
    method: "POST",
    path: "/api/library/page_by_rank",
    access: anyone,
  },
  libraryRecommend: {
    method: "POST",
    path: "/api/library/page_by_recommend",
    access: anyone,
  },
  libraryBookDetail: {
    method: "POST",
    path: "/api/library/detail",
    access: anyone,
  },
  libraryCategories: {
    method: "POST",
    path: "/api/library/classification_page_list",
    access: anyone,
  },
  libraryAuthors: {
    method: "POST",
    path: "/api/library/book_copyright_list",
    access: anyone,
  },
  libraryPublishers: {
    method: "POST",
    path: "/api/library/publisher_list",
    access: anyone,
  },
  libraryBrowse: {
    method: "POST",
    path: "/api/library/page_by_classification",
    access: anyone,
  },
  librarySearch: {
    method: "POST",
    path: "/api/library/page_by_keyword",
    access: anyone,
  },
  libraryChat: {
    method: "POST",
    path: "/api/library/ai_chat",
    encoding: "json",
    access: anyone,
  },
  libraryBookReviews: {
    method: "POST",
    path: "/api/library/user/book_comment_list",
    access: anyone,
  },
  libraryFavorite: {
    method: "POST",
    path: "/api/library/user/favorite",
    access: reader,
    write: true,
  },
  libraryReserve: {
    method: "POST",
    path: "/api/library/user/reserve",
    access: reader,
    write: true,
  },
  libraryCancelReservation: {
    method: "POST",
    path: "/api/library/user/cancel_reserve",
    access: reader,
    write: true,
  },
  libraryFavorites: {
    method: "POST",
    path: "/api/library/user/page_favorite",
    access: reader,
  },
  libraryLoans: {
    method: "POST",
    path: "/api/library/user/page_borrow",
    access: reader,
  },
  libraryReservations: {
    method: "POST",
    path: "/api/library/user/page_reserve",
    access: reader,
  },
  libraryRenewals: {
    method: "POST",
    path: "/api/library/user/page_renew",
    access: reader,
  },
  libraryLossReports: {
    method: "POST",
    path: "/api/library/user/page_lost",
    access: reader,
  },
  libraryRenew: {
    method: "POST",
    path: "/api/library/user/apply_renew",
    access: reader,
    write: true,
  },
  libraryReportLoss: {
    method: "POST",
    path: "/api/library/user/apply_lost",
    access: reader,
    write: true,
  },
  libraryAddReview: {
    method: "POST",
    path: "/api/library/user/add_book_comment",
    access: reader,
    write: true,
  },
  libraryMyReviews: {
    method: "POST",
    path: "/api/library/user/user_book_comment_list",
    access: reader,
  },
  libraryDeleteReview: {
    method: "POST",
    path: "/api/library/user/delete_book_comment",
    access: reader,
    write: true,
  },
  libraryLikeReview: {
    method: "POST",
    path: "/api/library/user/like_book_comment",
    access: reader,
    write: true,
  },
  deskReservations: {
    method: "POST",
    path: "/api/library/desk/page_reserve",
    access: librarian,
  },
  deskReservationStatus: {
    method: "POST",
    path: "/api/library/desk/reserve_status",
    access: librarian,
    write: true,
  },
  deskCheckout: {
    method: "POST",
    path: "/api/library/desk/checkout",
    access: librarian,
    write: true,
  },
  deskReturn: {
    method: "POST",
    path: "/api/library/desk/return",
    access: librarian,
    write: true,
  },
  deskLossReports: {
    method: "POST",
    path: "/api/library/desk/page_lost",
    access: librarian,
  },
  deskDecideLoss: {
    method: "POST",
    path: "/api/library/desk/decide_lost",
    access: librarian,
    write: true,
  },
});

/**
 * The library's calls alone, typed as in `routes`: what its client code calls. Kept in this
 * module so a page of another feature never downloads this table (chunks are made of whole
 * modules).
 */
export const libraryApiRoutes = libraryRoutes as unknown as Pick<
  Routes,
  keyof typeof libraryRoutes
>;
