import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { attachmentSchema, uploadRequestSchema } from "../schemas/uploads";
import { calendarRoutes } from "./routes";
import { saveSchoolEventSchema } from "./school-event-request";
import {
  calendarFeedSchema,
  calendarIcsSchema,
  calendarItemDetailSchema,
  calendarItemPageSchema,
  calendarItemRequestSchema,
  calendarItemsRequestSchema,
  calendarMonthRequestSchema,
  calendarMonthSchema,
  deleteSchoolEventSchema,
  schoolEventPageSchema,
  schoolEventSchema,
  schoolEventsRequestSchema,
} from "./schemas";

const tag = "calendar";

export const calendarMonth = defineEndpoint(calendarRoutes.calendarMonth, {
  body: calendarMonthRequestSchema,
  response: calendarMonthSchema,
  tag,
  summary:
    "A month of the personal calendar (the current child, all children, or oneself): days with their cycle day, items, and the timetables behind the lessons.",
});

export const calendarItems = defineEndpoint(calendarRoutes.calendarItems, {
  body: calendarItemsRequestSchema,
  response: calendarItemPageSchema,
  tag,
  summary: "The itinerary from a day on, lessons included, in date and time order, one page.",
});

export const calendarItem = defineEndpoint(calendarRoutes.calendarItem, {
  body: calendarItemRequestSchema,
  response: calendarItemDetailSchema,
  tag,
  summary: "One item of the caller's calendar, with its description, audience and link.",
});

export const calendarItemIcs = defineEndpoint(calendarRoutes.calendarItemIcs, {
  body: calendarItemRequestSchema,
  response: calendarIcsSchema,
  tag,
  summary: "One item as an iCalendar file, for “add to my calendar”.",
});

export const calendarFeed = defineEndpoint(calendarRoutes.calendarFeed, {
  body: z.object({}),
  response: calendarFeedSchema,
  tag,
  summary: "The caller's secret calendar feed (its path, or null before one is made).",
});

export const calendarFeedRenew = defineEndpoint(calendarRoutes.calendarFeedRenew, {
  body: z.object({}),
  response: calendarFeedSchema,
  tag,
  summary: "Makes a new secret feed path; the old one stops working at once.",
});

export const calendarSchoolEvents = defineEndpoint(calendarRoutes.calendarSchoolEvents, {
  body: schoolEventsRequestSchema,
  response: schoolEventPageSchema,
  tag,
  summary: "The school office's events, holidays and closures from a day on, one page.",
});

export const calendarSaveSchoolEvent = defineEndpoint(calendarRoutes.calendarSaveSchoolEvent, {
  body: saveSchoolEventSchema,
  response: schoolEventSchema,
  tag,
  summary: "Adds a school event, holiday or closure, or changes one (with `id`).",
});

export const calendarUploadAttachment = defineEndpoint(calendarRoutes.calendarUploadAttachment, {
  body: uploadRequestSchema("document"),
  response: attachmentSchema,
  tag,
  summary:
    "Keeps a file (PDF or image) to attach to a school event; `attachments` of the save names it.",
});

export const calendarDeleteSchoolEvent = defineEndpoint(calendarRoutes.calendarDeleteSchoolEvent, {
  body: deleteSchoolEventSchema,
  response: z.object({ id: z.number().int() }),
  tag,
  summary: "Deletes a school event, holiday or closure.",
});

/** Every endpoint of the feature, by id: one spread in the contract's table (src/endpoints.ts). */
export const calendarEndpoints = {
  calendarMonth,
  calendarItems,
  calendarItem,
  calendarItemIcs,
  calendarFeed,
  calendarFeedRenew,
  calendarSchoolEvents,
  calendarSaveSchoolEvent,
  calendarUploadAttachment,
  calendarDeleteSchoolEvent,
} as const;
