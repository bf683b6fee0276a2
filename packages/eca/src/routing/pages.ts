import type { FeaturePage } from "@campus/core";
import type { EcaMessageId } from "../messages/message-ids";

/** The ECA pages' menu codes: the server checks their action keys (spec §6). */
export const EVENTS_ROUTE = "eca.events";
export const SETTINGS_ROUTE = "eca.settings";

export const EVENTS = "/smarteca/events";
export const SETTINGS = "/smarteca/settings";

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
    path: SETTINGS,
    title: "eca.route.settings",
    routeCode: SETTINGS_ROUTE,
    screen: () => import("../screens/settings/settings-page").then((m) => m.SettingsPage),
  },
];
