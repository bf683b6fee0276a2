import type { FeaturePage } from "@campus/core";
import type { RegistrationMessageId } from "../messages/message-ids";

/*
 * The school office's registration pages (staff, in the portal's layout; no page of the spec's
 * family side). Paths are exact and carry their record in the query, as every portal page does,
 * so page tabs and permission checks read them alike.
 */

/** The school's applications: by state, fee and interview, and a search. */
export const OFFICE = "/registration/office";
/** One application under review (`?id=`). */
export const OFFICE_DETAIL = "/registration/office/detail";
/** The intake's interview sessions: add, change, publish. */
export const SESSIONS = "/registration/sessions";
/** One session's families, to print for the interview day (`?id=`). */
export const ROSTER = "/registration/sessions/roster";
/** The intake, fees, classes and documents the school takes applications with. */
export const SETTINGS = "/registration/settings";
/** A booking's QR code opens this (`?code=`): the family is checked in. */
export const CHECK_IN = "/registration/checkin";

/** The menu codes (spec §6) whose action keys the office's pages and the server check. */
export const OFFICE_ROUTE = "registration.office";
export const SESSIONS_ROUTE = "registration.sessions";
export const SETTINGS_ROUTE = "registration.settings";

export const officeDetailPath = (id: number) => `${OFFICE_DETAIL}?id=${id}`;
export const rosterPath = (id: number) => `${ROSTER}?id=${id}`;

export const OFFICE_PAGES: (FeaturePage & { title: RegistrationMessageId })[] = [
  {
    path: OFFICE,
    routeCode: OFFICE_ROUTE,
    title: "registration.office.route.list",
    screen: () => import("./list/office-list-page").then((m) => m.OfficeListPage),
  },
  {
    path: OFFICE_DETAIL,
    routeCode: OFFICE_ROUTE,
    title: "registration.office.route.detail",
    screen: () => import("./review/review-page").then((m) => m.ReviewPage),
  },
  {
    path: SESSIONS,
    routeCode: SESSIONS_ROUTE,
    title: "registration.office.route.sessions",
    screen: () => import("./sessions/sessions-page").then((m) => m.SessionsPage),
  },
  {
    path: ROSTER,
    routeCode: OFFICE_ROUTE,
    title: "registration.office.route.roster",
    screen: () => import("./sessions/roster-page").then((m) => m.RosterPage),
  },
  {
    path: SETTINGS,
    routeCode: SETTINGS_ROUTE,
    title: "registration.office.route.settings",
    screen: () => import("./settings/settings-page").then((m) => m.SettingsPage),
  },
  {
    path: CHECK_IN,
    routeCode: OFFICE_ROUTE,
    title: "registration.office.route.checkIn",
    screen: () => import("./check-in/check-in-page").then((m) => m.CheckInPage),
  },
];
