import { endpoints, ResultCode } from "@campus/contract";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { schools } from "../db/schema";
import { ApiProblem } from "../http/api-problem";
import { register, type HandlerContext } from "../http/register";
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
import { libraryUserInfo, optionalReader, requireReader } from "./services/reader";
import { cancelReservation, readerReservations, reserveBook } from "./services/reservations";
import {
  addReview,
  bookReviews,
  deleteReview,
  likeReview,
  readerReviews,
} from "./services/reviews";
import { rulesOf } from "./services/rules";
import { searchBooks } from "./services/search";

type Ctx = HandlerContext<(typeof endpoints)[keyof typeof endpoints]>;

/** The caller's reader for the school in the body (signed-in calls). */
function reader(ctx: Pick<Ctx, "deps" | "auth">, schoolId: number) {
  return requireReader(ctx.deps.db, ctx.auth, schoolId);
}

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
  register(app, deps, endpoints.libraryUserInfo, ({ auth, deps }) =>
    libraryUserInfo(deps.db, auth!),
  );

  register(app, deps, endpoints.librarySchoolInfo, async ({ body, deps }) => {
    const [school] = await deps.db
      .select()
      .from(schools)
      .where(eq(schools.code, body.schoolCode.toUpperCase()));
    if (!school) throw new ApiProblem(ResultCode.notFound, "api.error.schoolNotFound");
    return {
      id: school.id,
      code: school.code,
      name_zh: school.nameZh,
      name_cn: school.nameCn,
      name_en: school.nameEn,
      rules: await rulesOf(deps.db, school.id),
    };
  });

  register(app, deps, endpoints.libraryHome, ({ body, deps }) =>
    libraryHome(deps.db, body.schoolId),
  );

  register(app, deps, endpoints.libraryRank, ({ body, deps }) =>
    rankBooks(deps.db, body.schoolId, body.rankType, body),
  );

  register(app, deps, endpoints.libraryRecommend, async ({ body, deps, auth }) =>
    recommendBooks(
      deps.db,
      body.schoolId,
      await optionalReader(deps.db, auth, body.schoolId),
      body,
    ),
  );

  register(
    app,
    deps,
    endpoints.libraryBookDetail,
    async ({ body, deps, auth, address, locale }) => {
      const me = await optionalReader(deps.db, auth, body.schoolId);
      const viewer = me ? `reader:${me.id}` : auth ? `user:${auth.user.id}` : `address:${address}`;
      return bookDetail(deps.db, body.schoolId, body.id, me, viewer, deps.now(), locale);
    },
  );

  register(app, deps, endpoints.libraryCategories, ({ body, deps }) =>
    categoryPage(deps.db, body.schoolId, body),
  );

  register(app, deps, endpoints.libraryAuthors, ({ body, deps }) =>
    authorPage(deps.db, body.schoolId, body, body),
  );

  register(app, deps, endpoints.libraryPublishers, ({ body, deps }) =>
    publisherPage(deps.db, body.schoolId, body, body),
  );

  register(app, deps, endpoints.libraryBrowse, ({ body, deps }) =>
    browseBooks(deps.db, body.schoolId, facets(body), body.availability, body),
  );

  register(app, deps, endpoints.librarySearch, ({ body, deps }) =>
    searchBooks(deps.db, body.schoolId, body.keyword, facets(body), body.availability, body),
  );

  register(app, deps, endpoints.libraryChat, ({ body, deps, locale }) =>
    libraryChat(deps.db, chatEngine, body.schoolId, body.message, body.history, locale, deps.log),
  );

  register(app, deps, endpoints.libraryBookReviews, async ({ body, deps, auth, locale }) =>
    bookReviews(
      deps.db,
      await optionalReader(deps.db, auth, body.schoolId),
      body.schoolId,
      body.bookId,
      body,
      locale,
    ),
  );

  register(app, deps, endpoints.libraryFavorite, async (ctx) => {
    const { body } = ctx;
    const me = await reader(ctx, body.schoolId);
    return setFavorite(deps.db, me, body.schoolId, body.bookId, body.favorite, deps.now());
  });

  register(app, deps, endpoints.libraryReserve, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    return reserveBook(deps.db, me, ctx.body.schoolId, ctx.body.bookId, deps.now());
  });

  register(app, deps, endpoints.libraryCancelReservation, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    return cancelReservation(deps.db, me, ctx.body.schoolId, ctx.body.id);
  });

  register(app, deps, endpoints.libraryFavorites, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    return readerFavorites(deps.db, me, ctx.body.schoolId, ctx.body);
  });

  register(app, deps, endpoints.libraryLoans, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    return readerLoans(deps.db, me, ctx.body.schoolId, ctx.body.scope, ctx.body, deps.now());
  });

  register(app, deps, endpoints.libraryReservations, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    return readerReservations(deps.db, me, ctx.body.schoolId, ctx.body);
  });

  register(app, deps, endpoints.libraryRenewals, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    return readerRenewals(deps.db, me, ctx.body.schoolId, ctx.body);
  });

  register(app, deps, endpoints.libraryLossReports, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    return readerLossReports(deps.db, me, ctx.body.schoolId, ctx.body, deps.now());
  });

  register(app, deps, endpoints.libraryRenew, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    return renewLoan(deps.db, me, ctx.body.schoolId, ctx.body.loanId, deps.now());
  });

  register(app, deps, endpoints.libraryReportLoss, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    const { schoolId, loanId, reason } = ctx.body;
    return reportLoss(deps.db, me, schoolId, loanId, reason, deps.now());
  });

  register(app, deps, endpoints.libraryAddReview, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    const { schoolId, bookId, content } = ctx.body;
    return addReview(deps.db, me, schoolId, bookId, content, deps.now(), ctx.locale);
  });

  register(app, deps, endpoints.libraryMyReviews, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    return readerReviews(deps.db, me, ctx.body.schoolId, ctx.body, ctx.locale);
  });

  register(app, deps, endpoints.libraryDeleteReview, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    return deleteReview(deps.db, me, ctx.body.schoolId, ctx.body.id);
  });

  register(app, deps, endpoints.libraryLikeReview, async (ctx) => {
    const me = await reader(ctx, ctx.body.schoolId);
    return likeReview(deps.db, me, ctx.body.schoolId, ctx.body.id, ctx.body.like);
  });
}
