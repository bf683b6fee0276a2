import type { CampusFeature } from "@campus/core";
import { loadCalendarMessages } from "./load-messages";
import { CALENDAR_PAGES } from "./routing/pages";

/** The personal calendar as every surface mounts it: its addresses and screens, and its texts. */
export const calendarFeature: CampusFeature = {
  id: "calendar",
  pages: CALENDAR_PAGES,
  messages: loadCalendarMessages,
};
