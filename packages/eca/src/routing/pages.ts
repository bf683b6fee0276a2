import type { FeaturePage } from "@campus/core";
import type { EcaMessageId } from "../messages/message-ids";

/** The ECA pages' menu codes: the server checks their action keys (spec §6). */
export const EVENTS_ROUTE = "eca.events";
export const SETTINGS_ROUTE = "eca.settings";
export const APPROVAL_ROUTE = "eca.approval";
export const DETAIL_ROUTE = "eca.studentDetail";
export const IMPORT_ROUTE = "eca.import";
export const RECOGNITION_ROUTE = "eca.recognition";
export const DASHBOARD_ROUTE = "eca.dashboard";

export const EVENTS = "/smarteca/events";
export const SETTINGS = "/smarteca/settings";
export const EVENT = "/smarteca/event";
export const APPROVAL = "/smarteca/approval";
export const DETAIL = "/smarteca/detail";
export const IMPORT = "/smarteca/import";
export const RECOGNITION = "/smarteca/recognition";
export const DASHBOARD = "/smarteca/dashboard";

/** A recognition job's page. */
export const recognitionPath = (id: number) => `${RECOGNITION}?id=${id}`;

/** An event's page in the editor. */
export const eventPath = (id: number) => `${EVENT}?id=${id}`;

/**
 * Every ECA address (spec §2 gives `/smarteca/detail`; the others follow it and the menu), with
 * its title, permission and screen: each screen is its own chunk, loaded when first opened.
 */
export const ECA_PAGES: (FeaturePage & { title: EcaMessageId })[] = [
  { path: "/smarteca", title: "eca.route.events", redirect: EVENTS },
  {
    path: EVENTS,
    title: "eca.route.events",
    routeCode: EVENTS_ROUTE,
    screen: () => import("../screens/events/events-page").then((m) => m.EventsPage),
  },
  {
    path: EVENT,
    title: "eca.route.event",
    routeCode: EVENTS_ROUTE,
    screen: () => import("../screens/event/event-page").then((m) => m.EventPage),
  },
  {
    path: DETAIL,
    title: "eca.route.detail",
    routeCode: DETAIL_ROUTE,
    screen: () => import("../screens/detail/student-detail-page").then((m) => m.DetailPage),
  },
  {
    path: APPROVAL,
    title: "eca.route.approval",
    routeCode: APPROVAL_ROUTE,
    screen: () => import("../screens/approvals/approvals-page").then((m) => m.ApprovalsPage),
  },
  {
    path: RECOGNITION,
    title: "eca.route.recognition",
    routeCode: RECOGNITION_ROUTE,
    screen: () => import("../screens/recognition/recognition-page").then((m) => m.RecognitionPage),
  },
  {
    path: DASHBOARD,
    title: "eca.route.dashboard",
    routeCode: DASHBOARD_ROUTE,
    screen: () => import("../screens/dashboard/dashboard-page").then((m) => m.DashboardPage),
  },
  {
    path: IMPORT,
    title: "eca.route.import",
    routeCode: IMPORT_ROUTE,
    screen: () => import("../screens/import/import-page").then((m) => m.ImportPage),
  },
  {
    path: SETTINGS,
    title: "eca.route.settings",
    routeCode: SETTINGS_ROUTE,
    screen: () => import("../screens/settings/settings-page").then((m) => m.SettingsPage),
  },
];
