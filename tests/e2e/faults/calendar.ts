import type { Screen } from "./kit";

/* The calendar in the fault journeys: its pages. */

export const screens: Screen[] = [
  { path: "calendar/PersonalOverview", title: "行事曆總覽", chunk: "overview-page" },
  { path: "calendar/PersonalDetail", title: "行程列表", chunk: "itinerary-page" },
  { path: "calendar/ClassScheduleDetail?key=event%3A1", title: "行程詳情", chunk: "detail-page" },
  {
    path: "calendar/SchoolEvents",
    title: "校曆管理",
    chunk: "school-events-page",
    account: "staff",
  },
];
