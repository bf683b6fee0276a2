import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { attachmentSchema, uploadRequestSchema } from "../schemas/uploads";
import { calendarRoutes } from "./routes";
import { saveSchoolEventSchema } from "./school-event-request";
import { calendarTermsRequestSchema, calendarTermsSchema } from "./terms-request";
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
  response: z.object({ id: z.number().int().positive() }),
  tag,
  summary: "Deletes a school event, holiday or closure.",
});

/** Every endpoint of the feature, by id: one spread in the contract's table (src/endpoints.ts). */
export const calendarTerms = defineEndpoint(calendarRoutes.calendarTerms, {
  body: z.object({}),
  response: calendarTermsSchema,
  tag,
  summary:
    "The school's terms (names in three languages, first and last day) and its timetable cycle: how many school days it repeats over (2 to 10; Hong Kong's is 6) and whether it starts again at Day 1 each term. A school that has set none gets a 6-day cycle that starts again each term, and no terms.",
});

// The API document's example, and a valid request for the safety suites to start from (here,
// not beside the schema: the registry's code would join the forms' shared chunk).
z.globalRegistry.add(calendarTermsRequestSchema, {
  examples: [
    {
      cycle_length: 6,
      restart_each_term: true,
      terms: [
        {
          name_zh: "上學期",
          name_en: "First term",
          start_day: "2026-09-01",
          end_day: "2027-01-31",
        },
        {
          name_zh: "下學期",
          name_en: "Second term",
          start_day: "2027-02-01",
          end_day: "2027-07-15",
        },
      ],
    },
  ],
});

export const calendarSaveTerms = defineEndpoint(calendarRoutes.calendarSaveTerms, {
  body: calendarTermsRequestSchema,
  response: calendarTermsSchema,
  tag,
  summary:
    "Replaces the school's terms and sets its cycle, in one transaction: 1 to 12 terms in order, each starting after the one before ends and lasting at most a year (a blank Simplified name is the Traditional one). Every calendar counts its cycle days over the new terms at once.",
});

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
  calendarTerms,
  calendarSaveTerms,
} as const;
