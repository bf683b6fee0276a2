import type { FeaturePage } from "@campus/core";
import type { CalendarMessageId } from "../messages/message-ids";

/** The calendar's addresses (spec §2), word for word: links are built from these. */
export const OVERVIEW = "/calendar/PersonalOverview";
export const ITINERARY = "/calendar/PersonalDetail";
export const DETAIL = "/calendar/ClassScheduleDetail";
export const SCHOOL_EVENTS = "/calendar/SchoolEvents";

/** The route code of the office's page: its add, edit and delete permissions hang on it. */
export const SCHOOL_EVENTS_ROUTE = "calendar.schoolEvents";

/** An item's detail page; `back`: the list it was opened from (the itinerary, as filtered). */
export const detailPath = (key: string, back?: string) =>
  `${DETAIL}?${new URLSearchParams(back ? { key, back } : { key })}`;

/** The list a detail page leads back to: the itinerary's own address only (never elsewhere). */
export const listToGoBackTo = (back: string | null): string | null =>
  back !== null && (back === ITINERARY || back.startsWith(`${ITINERARY}?`)) ? back : null;

/** The overview on a day (its month shown, the day selected). */
export const overviewPath = (day: string) =>
  `${OVERVIEW}?${new URLSearchParams({ month: day.slice(0, 7), day })}`;

/**
 * Every address of the feature, with its title, permission and screen: each screen is its own
 * chunk, loaded when its page is first opened.
 */
export const CALENDAR_PAGES: (FeaturePage & { title: CalendarMessageId })[] = [
  { path: "/calendar", title: "calendar.route.overview", redirect: OVERVIEW },
  {
    path: OVERVIEW,
    title: "calendar.route.overview",
    routeCode: "calendar.overview",
    screen: () => import("../screens/overview/overview-page").then((m) => m.OverviewPage),
  },
  {
    path: ITINERARY,
    title: "calendar.route.itinerary",
    routeCode: "calendar.itinerary",
    screen: () => import("../screens/itinerary/itinerary-page").then((m) => m.ItineraryPage),
  },
  {
    path: DETAIL,
    title: "calendar.route.detail",
    routeCode: "calendar.detail",
    screen: () => import("../screens/detail/detail-page").then((m) => m.DetailPage),
  },
  {
    path: SCHOOL_EVENTS,
    title: "calendar.route.schoolEvents",
    routeCode: SCHOOL_EVENTS_ROUTE,
    screen: () =>
      import("../screens/school-events/school-events-page").then((m) => m.SchoolEventsPage),
  },
];
