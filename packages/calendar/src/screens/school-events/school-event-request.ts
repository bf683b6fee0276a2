import {
  CALENDAR_ATTACHMENTS_MAX,
  CALENDAR_DESCRIPTION_MAX,
  CALENDAR_PLACE_MAX,
  CALENDAR_SPAN_MAX_DAYS,
  CALENDAR_TITLE_MAX,
  DAY_PATTERN,
  optionalText,
  requiredText,
  SCHOOL_EVENT_KINDS,
  TIME_PATTERN,
  type SchoolEventKind,
} from "@campus/contract";
import * as z from "zod/mini";

/*
 * The office's event form: the rules its request must meet, and how its class list is typed.
 */

export const isDayOff = (kind: SchoolEventKind) => kind === "holiday" || kind === "closure";

/** "4a, 4B、5C" → ["4A", "4B", "5C"]: commas (either width), 、 or spaces between classes. */
export const parseClasses = (text: string) => [
  ...new Set(
    text
      .toUpperCase()
      .split(/[\s,，、;；]+/)
      .filter(Boolean),
  ),
];

/** A real calendar day ("2026-02-30" is not), as the contract's `dayField`. */
const dayField = () =>
  z.string({ error: "validation.required" }).check(
    z.regex(DAY_PATTERN, { error: "validation.invalid" }),
    z.refine(
      (day) => {
        const time = Date.parse(`${day}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
      },
      { error: "validation.invalid" },
    ),
  );

const timeField = () =>
  z.optional(
    z.nullable(
      z
        .string({ error: "validation.required" })
        .check(z.regex(TIME_PATTERN, { error: "validation.invalid" })),
    ),
  );

/**
 * The contract's `saveSchoolEventSchema`, rule for rule, in zod's "mini" form, for every field
 * a user types or picks: the contract's is written in classic zod, which would add about 10 kB
 * to every form of the product (the validation code they share) —
 * `school-event-request.test.ts` holds the two to the same answers. To go once the contract
 * writes it in mini, as its `fields.ts` does.
 */
export const saveSchoolEventRules = z
  .object({
    // The id and the grades come from the form's own state and checkboxes, never typed: the
    // server checks them (as everything); here they cost no code of their own.
    id: z.optional(z.number()),
    kind: z.enum(SCHOOL_EVENT_KINDS, { error: "validation.invalidOption" }),
    title_zh: requiredText(CALENDAR_TITLE_MAX),
    title_cn: requiredText(CALENDAR_TITLE_MAX),
    title_en: requiredText(CALENDAR_TITLE_MAX),
    description_zh: optionalText(CALENDAR_DESCRIPTION_MAX),
    description_cn: optionalText(CALENDAR_DESCRIPTION_MAX),
    description_en: optionalText(CALENDAR_DESCRIPTION_MAX),
    place_zh: optionalText(CALENDAR_PLACE_MAX),
    place_cn: optionalText(CALENDAR_PLACE_MAX),
    place_en: optionalText(CALENDAR_PLACE_MAX),
    start_day: dayField(),
    end_day: dayField(),
    start_time: timeField(),
    end_time: timeField(),
    grades: z.optional(z.array(z.number())),
    classes: z.optional(
      z
        .array(z.string().check(z.regex(/^[1-6][A-Z]$/, { error: "validation.invalid" })))
        .check(z.maxLength(40, { error: "validation.invalidOption" })),
    ),
    attachments: z.optional(
      z
        .array(z.number())
        .check(z.maxLength(CALENDAR_ATTACHMENTS_MAX, { error: "validation.tooManyFiles" })),
    ),
  })
  .check(
    z.superRefine((event, ctx) => {
      if (event.end_day < event.start_day)
        ctx.addIssue({ code: "custom", path: ["end_day"], message: "validation.endBeforeStart" });
      else if (
        (Date.parse(event.end_day) - Date.parse(event.start_day)) / 86_400_000 >=
        CALENDAR_SPAN_MAX_DAYS
      )
        ctx.addIssue({ code: "custom", path: ["end_day"], message: "validation.spanTooLong" });
      const timed = event.start_time != null || event.end_time != null;
      if (timed && (event.start_time == null || event.end_time == null))
        ctx.addIssue({
          code: "custom",
          path: [event.start_time == null ? "start_time" : "end_time"],
          message: "validation.required",
        });
      if (timed && event.start_time && event.end_time && event.end_time <= event.start_time)
        ctx.addIssue({ code: "custom", path: ["end_time"], message: "validation.endBeforeStart" });
      if (timed && isDayOff(event.kind))
        ctx.addIssue({ code: "custom", path: ["start_time"], message: "validation.dayOffAllDay" });
    }),
  );

/** A school event as the form holds it: the request, field by field. */
export type SchoolEventRequest = z.input<typeof saveSchoolEventRules>;
