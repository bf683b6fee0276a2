export { calendarFeature } from "./feature";
export { loadCalendarMessages } from "./load-messages";
export { CALENDAR_PAGES, DETAIL, ITINERARY, OVERVIEW, SCHOOL_EVENTS } from "./routing/pages";
export type { CalendarMessageId } from "./messages/message-ids";
