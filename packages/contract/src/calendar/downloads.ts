import { z } from "zod";
import { defineDownload, recordIdParam } from "../download";
import { CALENDAR_FEED_PATH } from "./values";

/** The feature's files (decision 0041): one spread in the contract's table (src/endpoints.ts). */
export const calendarDownloads = {
  calendarFeedFile: defineDownload({
    id: "calendarFeedFile",
    path: `${CALENDAR_FEED_PATH}/:file`,
    // Calendar apps send no session: the secret in the address is the key.
    access: { kind: "public" },
    params: {
      file: z
        .string()
        .regex(/^[A-Za-z0-9_-]{32}\.ics$/)
        .meta({ description: "The secret from `calendarFeedInfo`, then `.ics`." }),
    },
    query: z.object({
      person: recordIdParam
        .optional()
        .meta({ description: "One child's items only (a user id of the account's children)." }),
      lessons: z.literal("1").optional().meta({ description: "`1`: the timetable's lessons too." }),
    }),
    media: ["text/calendar"],
    tag: "calendar",
    summary:
      "A person's calendar as iCalendar, for a calendar app to subscribe to: the address comes from `calendarFeedInfo`, and `calendarResetFeed` replaces it (the old one answers 404). Due dates, pickups, ECA events, interviews and school events of the person's children (or a teacher's own), in the account's language.",
  }),
} as const;
