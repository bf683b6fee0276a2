import { accountRoutes } from "./account-routes";
import type { ApiRoute } from "./endpoint";
import type { Endpoints } from "./endpoints";
import { libraryRoutes } from "./library/routes";

/** Every route of the API by endpoint id, typed by its endpoint: what client code calls. */
export type Routes = { readonly [K in keyof Endpoints]: ApiRoute<Endpoints[K]> };

/**
 * The endpoint table without its schemas: a client calls `routes.libraryRank` and downloads
 * no zod. The server and the OpenAPI document read `endpoints` (the same routes, with schemas).
 */
export const routes: Routes = { ...accountRoutes, ...libraryRoutes };
