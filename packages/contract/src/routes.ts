import { accountRoutes } from "./account-routes";
import { codeSignInRoutes } from "./code-sign-in-routes";
import type { ApiRoute } from "./endpoint";
import type { Endpoints } from "./endpoints";
import { libraryRoutes } from "./library/routes";
import { librarySchoolRoutes } from "./library/school-routes";
import { libraryCatalogueRoutes } from "./library/catalogue-routes";
import { libraryReportRoutes } from "./library/report-routes";
import { libraryImportRoutes } from "./library/import-routes";
import { libraryStocktakeRoutes } from "./library/stocktake-routes";
import { calendarRoutes } from "./calendar/routes";
import { registrationOfficeRoutes, registrationRoutes } from "./registration/routes";
import { ecaRoutes } from "./eca/routes";
import { passwordRoutes } from "./password/routes";
import { paymentRoutes } from "./payments/routes";
import { pushRoutes } from "./push/routes";
import { setupRoutes } from "./setup/routes";
import { officeRoutes } from "./office/routes";
import { activationRoutes } from "./activation/routes";
import { noticesRoutes } from "./notices/routes";
import { attendanceRoutes } from "./attendance/routes";
import { feesRoutes } from "./fees/routes";

/** Every route of the API by endpoint id, typed by its endpoint: what client code calls. */
export type Routes = { readonly [K in keyof Endpoints]: ApiRoute<Endpoints[K]> };

/**
 * The endpoint table without its schemas: a client calls `routes.libraryRank` and downloads
 * no zod. The server and the OpenAPI document read `endpoints` (the same routes, with schemas).
 * A pure call, not a spread: a bundler keeps an unused spread (it may run getters), and with it
 * every feature's table in every page that imports this module.
 */
export const routes: Routes = /* @__PURE__ */ Object.assign(
  { ...ecaRoutes, ...officeRoutes, ...noticesRoutes, ...attendanceRoutes, ...feesRoutes },
  accountRoutes,
  codeSignInRoutes,
  librarySchoolRoutes,
  libraryRoutes,
  libraryCatalogueRoutes,
  libraryReportRoutes,
  libraryImportRoutes,
  libraryStocktakeRoutes,
  calendarRoutes,
  registrationRoutes,
  registrationOfficeRoutes,
  setupRoutes,
  passwordRoutes,
  pushRoutes,
  paymentRoutes,
  activationRoutes,
);
