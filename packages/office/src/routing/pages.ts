import type { FeaturePage } from "@campus/core";

/** The roster's page: its address, and the menu code whose action keys it reads. */
export const ROSTER = "/office/roster";
export const ROSTER_ROUTE = "office.roster";

/** Every address of the console, with its title and screen: each screen is its own chunk. */
export const OFFICE_PAGES: FeaturePage[] = [
  { path: "/office", title: "office.route.roster", redirect: ROSTER },
  {
    path: ROSTER,
    title: "office.route.roster",
    routeCode: ROSTER_ROUTE,
    screen: () => import("../screens/roster/roster-page").then((m) => m.RosterPage),
  },
];
