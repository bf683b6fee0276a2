import { endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { anyone, routes, signedIn } from "../http/route";
import { anyoneOrReader, reader } from "./callers";
import { bookDetail } from "./services/book-detail";
import {
  authorPage,
  browseBooks,
  categoryPage,
  libraryHome,
  publisherPage,
  rankBooks,
  recommendBooks,
} from "./services/catalogue";
import { libraryChat } from "./services/chat";
import type { ChatEngine } from "./services/chat/chat-engine";
import { readerFavorites, setFavorite } from "./services/favorites";
import {
  readerLoans,
  readerLossReports,
  readerRenewals,
  renewLoan,
  reportLoss,
} from "./services/loans";
import { libraryUserInfo } from "./services/reader";
import { cancelReservation, readerReservations, reserveBook } from "./services/reservations";
import {
  addReview,
  bookReviews,
  deleteReview,
  likeReview,
  readerReviews,
} from "./services/reviews";
import { schoolLibrary } from "./services/rules";
import { searchBooks } from "./services/search";

/** The five facets as the catalogue query takes them. */
function facets(body: {
  categoryId?: number;
  subcategoryId?: number;
  author?: string;
  publisherId?: number;
}) {
  return {
    categoryId: body.categoryId,
    subcategoryId: body.subcategoryId,
    author: body.author || undefined,
    publisherId: body.publisherId,
  };
}

/** The catalogue (anyone) and the reader's own records (signed in). */
export function registerLibraryRoutes(app: Hono, deps: AppDeps, chatEngine: ChatEngine) {
  const route = routes(app, deps);

  route(endpoints.libraryUserInfo)
    .as(signedIn)
    .handle((ctx, me) => libraryUserInfo(ctx, { auth: me }));

  // ── The catalogue: anyone ───────────────────────────────────────────────────────────────

  route(endpoints.librarySchoolInfo)
    .as(anyone)
    .handle((ctx) => schoolLibrary(ctx, ctx.body));

  route(endpoints.libraryHome)
    .as(anyone)
    .handle((ctx) => libraryHome(ctx, ctx.body));

  route(endpoints.libraryRank)
    .as(anyone)
    .handle((ctx) => rankBooks(ctx, { ...ctx.body, paging: ctx.body }));

  route(endpoints.libraryRecommend)
    .as(anyoneOrReader)
    .handle((ctx, me) => recommendBooks(ctx, { ...ctx.body, reader: me, paging: ctx.body }));

  route(endpoints.libraryBookDetail)
    .as(anyoneOrReader)
    .handle((ctx, me) => {
      const { auth, address } = ctx;
      const viewer = me ? `reader:${me.id}` : auth ? `user:${auth.user.id}` : `address:${address}`;
      return bookDetail(ctx, {
        schoolId: ctx.body.schoolId,
        bookId: ctx.body.id,
        reader: me,
        viewer,
      });
    });

  route(endpoints.libraryCategories)
    .as(anyone)
    .handle((ctx) => categoryPage(ctx, { ...ctx.body, paging: ctx.body }));

  route(endpoints.libraryAuthors)
    .as(anyone)
    .handle((ctx) => authorPage(ctx, { ...ctx.body, options: ctx.body, paging: ctx.body }));

  route(endpoints.libraryPublishers)
    .as(anyone)
    .handle((ctx) => publisherPage(ctx, { ...ctx.body, options: ctx.body, paging: ctx.body }));

  route(endpoints.libraryBrowse)
    .as(anyone)
    .handle((ctx) =>
      browseBooks(ctx, { ...ctx.body, filters: facets(ctx.body), paging: ctx.body }),
    );

  route(endpoints.librarySearch)
    .as(anyone)
    .handle((ctx) =>
      searchBooks(ctx, { ...ctx.body, filters: facets(ctx.body), paging: ctx.body }),
    );

  route(endpoints.libraryChat)
    .as(anyone)
    .handle((ctx) => libraryChat(ctx, { ...ctx.body, engine: chatEngine }));

  route(endpoints.libraryBookReviews)
    .as(anyoneOrReader)
    .handle((ctx, me) => bookReviews(ctx, { ...ctx.body, reader: me, paging: ctx.body }));

  // ── The reader's own records: signed in, for a reader of the school ─────────────────────

  route(endpoints.libraryFavorite)
    .as(reader)
    .handle((ctx, me) => setFavorite(ctx, { ...ctx.body, reader: me }));

  route(endpoints.libraryFavorites)
    .as(reader)
    .handle((ctx, me) => readerFavorites(ctx, { ...ctx.body, reader: me, paging: ctx.body }));

  route(endpoints.libraryReserve)
    .as(reader)
    .handle((ctx, me) => reserveBook(ctx, { ...ctx.body, reader: me }));

  route(endpoints.libraryCancelReservation)
    .as(reader)
    .handle((ctx, me) => cancelReservation(ctx, { ...ctx.body, reader: me }));

  route(endpoints.libraryReservations)
    .as(reader)
    .handle((ctx, me) => readerReservations(ctx, { ...ctx.body, reader: me, paging: ctx.body }));

  route(endpoints.libraryLoans)
    .as(reader)
    .handle((ctx, me) => readerLoans(ctx, { ...ctx.body, reader: me, paging: ctx.body }));

  route(endpoints.libraryRenewals)
    .as(reader)
    .handle((ctx, me) => readerRenewals(ctx, { ...ctx.body, reader: me, paging: ctx.body }));

  route(endpoints.libraryLossReports)
    .as(reader)
    .handle((ctx, me) => readerLossReports(ctx, { ...ctx.body, reader: me, paging: ctx.body }));

  route(endpoints.libraryRenew)
    .as(reader)
    .handle((ctx, me) => renewLoan(ctx, { ...ctx.body, reader: me }));

  route(endpoints.libraryReportLoss)
    .as(reader)
    .handle((ctx, me) => reportLoss(ctx, { ...ctx.body, reader: me }));

  route(endpoints.libraryAddReview)
    .as(reader)
    .handle((ctx, me) => addReview(ctx, { ...ctx.body, reader: me }));

  route(endpoints.libraryMyReviews)
    .as(reader)
    .handle((ctx, me) => readerReviews(ctx, { ...ctx.body, reader: me, paging: ctx.body }));

  route(endpoints.libraryDeleteReview)
    .as(reader)
    .handle((ctx, me) => deleteReview(ctx, { ...ctx.body, reader: me }));

  route(endpoints.libraryLikeReview)
    .as(reader)
    .handle((ctx, me) => likeReview(ctx, { ...ctx.body, reader: me }));
}
