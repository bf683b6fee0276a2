import { endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { routes } from "../http/route";
import { catalogueCaller } from "./callers";
import {
  closeStocktake,
  scanStocktake,
  startStocktake,
  stocktakeOf,
  stocktakesOf,
} from "./services/stocktake";

/** The stocktake (issue 38 §4): the catalogue page's keys (reading: query; counting: edit). */
export function registerLibraryStocktakeRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);

  route(endpoints.stocktakes)
    .as(catalogueCaller("query"))
    .handle((ctx, me) => stocktakesOf(ctx, { me, ...ctx.body }));

  route(endpoints.stocktake)
    .as(catalogueCaller("query"))
    .handle((ctx, me) => stocktakeOf(ctx, { me, id: ctx.body.id }));

  route(endpoints.stocktakeStart)
    .as(catalogueCaller("edit"))
    .handle((ctx, me) => startStocktake(ctx, { me, location: ctx.body.location }));

  route(endpoints.stocktakeScan)
    .as(catalogueCaller("edit"))
    .handle((ctx, me) => scanStocktake(ctx, { me, id: ctx.body.id, bookNo: ctx.body.book_no }));

  route(endpoints.stocktakeClose)
    .as(catalogueCaller("edit"))
    .handle((ctx, me) => closeStocktake(ctx, { me, id: ctx.body.id }));
}
