import { createFeatureApi } from "@campus/core";

/**
 * The calendar's calls. Answers sit under `["calendar", schoolId]`: `month`, `items` and `item`
 * (the person the user acts for: a parent's current child, or all children), `feed` (the
 * user's secret address) and `office` (the school office's events). A change makes stale what
 * it touches by prefix: an office edit changes everybody's month and list too.
 */
export const calendarApi = createFeatureApi({ scope: "calendar", extraBody: () => ({}) });
