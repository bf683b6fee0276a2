import * as z from "zod/mini";
import { optionalText, requiredText } from "../fields";
import {
  CALENDAR_ATTACHMENTS_MAX,
  CALENDAR_DESCRIPTION_MAX,
  CALENDAR_PLACE_MAX,
  CALENDAR_SPAN_MAX_DAYS,
  CALENDAR_TITLE_MAX,
  DAY_PATTERN,
  isRealDay,
  SCHOOL_EVENT_KINDS,
  TIME_PATTERN,
  type SchoolEventKind,
} from "./values";

/*
 * A new or changed school event, in zod's "mini" form: the office's form validates with this very
 * schema before sending (classic zod would add ~10 kB to the form), and the server with the same.
 * Only pieces of zod mini that other pages' schemas use already: what one page's form uses goes
 * into the zod chunk every form shares (the sign-in page's too), so ranges are checked in plain
 * code in the refinement.
 */

/** Holidays and closures last whole days, for everyone: no times, no audience. */
export const isDayOff = (kind: SchoolEventKind) => kind === "holiday" || kind === "closure";

const dayField = () =>
  z
    .string({ error: "validation.required" })
    .check(
      z.regex(DAY_PATTERN, { error: "validation.invalid" }),
      z.refine(isRealDay, { error: "validation.invalid" }),
    );

const timeField = () =>
  z.optional(
    z.nullable(
      z
        .string({ error: "validation.required" })
        .check(z.regex(TIME_PATTERN, { error: "validation.invalid" })),
    ),
  );

export const saveSchoolEventSchema = z
  .object({
    /** Set to change an event (checked below); left out to add one. */
    id: z.optional(z.number({ error: "validation.invalidType" })),
    kind: z.enum(SCHOOL_EVENT_KINDS, { error: "validation.invalidOption" }),
    title_zh: requiredText(CALENDAR_TITLE_MAX),
    /** Blank: readers of zh-CN see `title_zh` converted to Simplified script (OpenCC). */
    title_cn: optionalText(CALENDAR_TITLE_MAX),
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
    /** Grades 1–6 (checked below); none, and no classes, for the whole school. */
    grades: z.optional(
      z
        .array(z.number({ error: "validation.invalidType" }))
        .check(z.maxLength(6, { error: "validation.invalidOption" })),
    ),
    classes: z.optional(
      z
        .array(z.string().check(z.regex(/^[1-6][A-Z]$/, { error: "validation.invalid" })))
        .check(z.maxLength(40, { error: "validation.invalidOption" })),
    ),
    /** Uploaded files (`calendarUploadAttachment`) by id (checked below), in the order shown. */
    attachments: z.optional(
      z
        .array(z.number({ error: "validation.invalidType" }))
        .check(z.maxLength(CALENDAR_ATTACHMENTS_MAX, { error: "validation.tooManyFiles" })),
    ),
  })
  .check(
    z.superRefine((event, ctx) => {
      // Plain checks here, not zod's: its number checks would grow every page's zod chunk.
      const outside = (values: number[] | undefined, max: number) =>
        values?.some((v) => !Number.isInteger(v) || v < 1 || v > max);
      if (outside(event.grades, 6))
        ctx.addIssue({ code: "custom", path: ["grades"], message: "validation.invalidOption" });
      if (outside(event.id === undefined ? [] : [event.id], 2_147_483_647))
        ctx.addIssue({ code: "custom", path: ["id"], message: "validation.invalid" });
      if (outside(event.attachments, 2_147_483_647))
        ctx.addIssue({ code: "custom", path: ["attachments"], message: "validation.invalid" });
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
export type SaveSchoolEvent = z.input<typeof saveSchoolEventSchema>;
