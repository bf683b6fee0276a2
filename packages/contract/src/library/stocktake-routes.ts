import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * The librarian's stocktake (issue 38 §4): a table of its own, as the catalogue's — only the
 * stocktake's screen downloads it.
 */

const librarian = { kind: "user", roles: ["staff", "librarian"] } as const;

export const libraryStocktakeRoutes = defineRoutes({
  stocktakes: {
    method: "POST",
    path: "/api/library/stocktake/page",
    access: librarian,
    encoding: "json",
  },
  stocktake: {
    method: "POST",
    path: "/api/library/stocktake/get",
    access: librarian,
    encoding: "json",
  },
  stocktakeStart: {
    method: "POST",
    path: "/api/library/stocktake/start",
    access: librarian,
    write: true,
    encoding: "json",
  },
  stocktakeScan: {
    method: "POST",
    path: "/api/library/stocktake/scan",
    access: librarian,
    write: true,
    encoding: "json",
  },
  stocktakeClose: {
    method: "POST",
    path: "/api/library/stocktake/close",
    access: librarian,
    write: true,
    encoding: "json",
  },
});

/** The stocktake's calls, typed as in `routes`. */
export const libraryStocktakeApiRoutes = libraryStocktakeRoutes as unknown as Pick<
  Routes,
  keyof typeof libraryStocktakeRoutes
>;
