import { z } from "zod";
import { idField } from "../fields";
import { pageOf, pageRequestSchema } from "../paging";
import { attachmentSchema } from "../schemas/uploads";
import {
  CALENDAR_KIND_PATTERN,
  CALENDAR_KINDS_MAX,
  EVERY_KIND,
  CALENDAR_WHO,
  DAY_PATTERN,
  isRealDay,
  MONTH_PATTERN,
  SCHOOL_EVENT_KINDS,
} from "./values";

/*
 * The calendar's API shapes. Everything is in school time: a day is "YYYY-MM-DD" on the school's
 * calendar and a time "HH:MM" on its clocks (the answer names the zone), so a phone set to
 * another zone shows the school's times without converting anything.
 */

/** A real calendar day ("2026-02-30" is refused). */
const dayField = (example = "2026-11-24") =>
  z
    .string({ error: "validation.required" })
    .regex(DAY_PATTERN, { error: "validation.invalid" })
    .refine((day) => isRealDay(day), {
      error: "validation.invalid",
    })
    .meta({ examples: [example] });

const whoField = () =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(CALENDAR_WHO, { error: "validation.invalidOption" }).default("current"),
  );

/** Whose calendar is shown: a parent's children, or the signed-in student or teacher. */
export const calendarPersonSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** A student's class ("4A"); null for a teacher. */
  class_name: z.string().nullable(),
  role: z.enum(["student", "teacher"]),
});
export type CalendarPerson = z.infer<typeof calendarPersonSchema>;

/** One lesson of a timetable: a period on a cycle day. */
export const calendarLessonSchema = z.object({
  id: z.number().int().positive(),
  period: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  subject: z.string(),
  teacher: z.string(),
  room: z.string(),
  class_name: z.string(),
});
export type CalendarLesson = z.infer<typeof calendarLessonSchema>;

/**
 * A kind of item the calendar may show: its own (lessons, school events, exams, holidays) and
 * those the school's features declare, in the caller's language.
 */
export const calendarKindSchema = z.object({
  id: z.string(),
  /** Its name for one item ("Lesson": the detail page, a list's entry). */
  name: z.string(),
  /** Its name for many ("Lessons": the filter's chips, the legend). */
  names: z.string(),
  /** The mark beside its items ("#6941c6"), at least 3:1 against white. */
  colour: z.string(),
  /** Listed unless asked otherwise: not lessons, eight a day would bury the rest. */
  listed: z.boolean(),
});
export type CalendarKindInfo = z.infer<typeof calendarKindSchema>;

/** One item of a personal calendar, as the month, the list and the detail show it. */
export const calendarItemSchema = z.object({
  /** Stable and opaque: "event:12", "lesson:40:2026-11-24", "library-due:7". */
  key: z.string(),
  /** One of the answer's `kinds`. */
  kind: z.string(),
  /** Whom of `people` it concerns (a school event for the whole school: all of them). */
  person_ids: z.array(z.number().int().positive()),
  start_day: z.string(),
  /** Inclusive; the same as `start_day` for a one-day item. */
  end_day: z.string(),
  /** School time; null for an all-day item. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  title: z.string(),
  place: z.string().nullable(),
  /** No school that day (a holiday, a closure): the cycle does not move. */
  day_off: z.boolean(),
  /** A lesson's cycle day, period and teacher. */
  lesson: z
    .object({
      cycle_day: z.number().int(),
      period: z.number().int(),
      teacher: z.string(),
      class_name: z.string(),
    })
    .nullable(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const calendarPeopleRequest = z.object({ who: whoField() });

// ── Month ─────────────────────────────────────────────────────────────────────────────────

export const calendarMonthRequestSchema = z.object({
  month: z
    .string({ error: "validation.required" })
    .regex(MONTH_PATTERN, { error: "validation.invalid" })
    .meta({ examples: ["2026-11"] }),
  who: whoField(),
});
export type CalendarMonthRequest = z.input<typeof calendarMonthRequestSchema>;

export const calendarDaySchema = z.object({
  day: z.string(),
  /** Day 1–6 of the timetable on a school day; null on a day without school. */
  cycle_day: z.number().int().nullable(),
});

/** A month for the overview in one answer: its days, its items and the timetables behind them. */
export const calendarMonthSchema = z.object({
  month: z.string(),
  /** The school's time zone: every day and time of the answer is in it. */
  time_zone: z.string(),
  /** The school's "today". */
  today: z.string(),
  people: z.array(calendarPersonSchema),
  /** Every kind the calendar may show, in its order: what `kind` means. */
  kinds: z.array(calendarKindSchema),
  days: z.array(calendarDaySchema),
  /** Everything but lessons that touches the month. */
  items: z.array(calendarItemSchema),
  /** Each person's lessons by cycle day: a school day's lessons are those of its cycle day. */
  timetables: z.array(
    z.object({
      person_id: z.number().int().positive(),
      cycle_day: z.number().int(),
      lessons: z.array(calendarLessonSchema),
    }),
  ),
});
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;

// ── Itinerary list and detail ─────────────────────────────────────────────────────────────

export const calendarItemsRequestSchema = pageRequestSchema.extend({
  /** The first day listed (default: the school's today). */
  from: z.preprocess((value) => (value === "" ? undefined : value), dayField().optional()),
  who: whoField(),
  /**
   * Kinds to list, comma-separated ("lesson,event"), or `*` for every kind, lessons too. A kind
   * the calendar does not show (any more: an old link) is passed over; none it shows: the kinds
   * it lists unless asked (not lessons).
   */
  kinds: z.preprocess(
    (value) => (typeof value === "string" ? value.split(",").filter((kind) => kind !== "") : value),
    z
      .array(
        z.string().refine((kind) => kind === EVERY_KIND || CALENDAR_KIND_PATTERN.test(kind), {
          error: "validation.invalidOption",
        }),
      )
      .max(CALENDAR_KINDS_MAX, { error: "validation.invalidOption" })
      .optional(),
  ),
});
export type CalendarItemsRequest = z.input<typeof calendarItemsRequestSchema>;

export const calendarItemPageSchema = pageOf(calendarItemSchema).extend({
  time_zone: z.string(),
  today: z.string(),
  from: z.string(),
  people: z.array(calendarPersonSchema),
  /** Every kind the calendar may show, in its order: what `kind` means. */
  kinds: z.array(calendarKindSchema),
});
export type CalendarItemPage = z.infer<typeof calendarItemPageSchema>;

export const calendarItemRequestSchema = z.object({
  key: z
    .string({ error: "validation.required" })
    .regex(/^[a-z-]+:[0-9a-z:-]{1,60}$/, { error: "validation.invalid" })
    .meta({ examples: ["event:1"] }),
});

/** One item with everything the detail page shows. */
export const calendarItemDetailSchema = z.object({
  item: calendarItemSchema,
  time_zone: z.string(),
  people: z.array(calendarPersonSchema),
  /** Every kind the calendar may show, in its order: what `kind` means. */
  kinds: z.array(calendarKindSchema),

  description: z.string().nullable(),
  /** A school event's audience: empty both for the whole school. */
  audience: z
    .object({ grades: z.array(z.number().int()), classes: z.array(z.string()) })
    .nullable(),
  /** Where the owning feature shows it ("/library/MyRecords/current"). */
  link: z.string().nullable(),
  /** A school event's files (a notice, a reply slip), in the office's order. */
  attachments: z.array(attachmentSchema),
});
export type CalendarItemDetail = z.infer<typeof calendarItemDetailSchema>;

export const calendarIcsSchema = z.object({ filename: z.string(), ics: z.string() });

// ── Subscribe ─────────────────────────────────────────────────────────────────────────────

/** The user's secret feed: a path on the API's origin (null until made), per child too. */
export const calendarFeedSchema = z.object({
  path: z.string().nullable(),
  people: z.array(calendarPersonSchema),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

// ── The school office ─────────────────────────────────────────────────────────────────────

/** A school event as the office edits it, in three languages. */
export const schoolEventSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(SCHOOL_EVENT_KINDS),
  title_zh: z.string(),
  title_cn: z.string(),
  title_en: z.string(),
  description_zh: z.string(),
  description_cn: z.string(),
  description_en: z.string(),
  place_zh: z.string(),
  place_cn: z.string(),
  place_en: z.string(),
  start_day: z.string(),
  end_day: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  grades: z.array(z.number().int()),
  classes: z.array(z.string()),
  attachments: z.array(attachmentSchema),
  updated_at: z.string(),
});
export type SchoolEvent = z.infer<typeof schoolEventSchema>;

export const schoolEventPageSchema = pageOf(schoolEventSchema);

export const schoolEventsRequestSchema = pageRequestSchema.extend({
  from: z.preprocess((value) => (value === "" ? undefined : value), dayField().optional()),
});

export const deleteSchoolEventSchema = z.object({ id: idField() });
