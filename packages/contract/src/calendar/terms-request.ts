import * as z from "zod/mini";
import { optionalText, requiredText } from "../fields";
import { DAY_PATTERN, isRealDay } from "./values";

/*
 * The school's terms and its timetable cycle, as the office sets them (issue 36 §1's school
 * years and terms): the calendar counts cycle days ("Day 3") over the school days inside the
 * terms. In zod's "mini" form, as the event form's schema: the office's dialog checks with this
 * very schema, the server with the same.
 */

/** A school writes down a few years of terms at most. */
export const CALENDAR_TERMS_MAX = 12;
/** A timetable repeats every 2 to 10 school days (Hong Kong: 6; a weekly one: 5). */
export const CYCLE_LENGTHS = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** A term lasts at most a year. */
const TERM_MAX_DAYS = 366;

const dayField = () =>
  z
    .string({ error: "validation.required" })
    .check(
      z.regex(DAY_PATTERN, { error: "validation.invalid" }),
      z.refine(isRealDay, { error: "validation.invalid" }),
    );

const termSchema = z.object({
  name_zh: requiredText(40),
  name_cn: optionalText(40),
  name_en: requiredText(40),
  start_day: dayField(),
  end_day: dayField(),
});

/** The terms in order (each starts after the one before ends), and the cycle. */
export const calendarTermsRequestSchema = z
  .object({
    cycle_length: z.number({ error: "validation.invalidType" }),
    restart_each_term: z.boolean({ error: "validation.invalidType" }),
    terms: z
      .array(termSchema, { error: "validation.invalidType" })
      .check(
        z.minLength(1, { error: "validation.required" }),
        z.maxLength(CALENDAR_TERMS_MAX, { error: "validation.tooManyItems" }),
      ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!(CYCLE_LENGTHS as readonly number[]).includes(value.cycle_length))
        ctx.addIssue({
          code: "custom",
          path: ["cycle_length"],
          message: "validation.invalidOption",
        });
      value.terms.forEach((term, i) => {
        if (!DAY_PATTERN.test(term.start_day) || !DAY_PATTERN.test(term.end_day)) return;
        const path = (field: string) => ["terms", i, field];
        if (term.end_day < term.start_day)
          ctx.addIssue({
            code: "custom",
            path: path("end_day"),
            message: "validation.endBeforeStart",
          });
        else if (
          (Date.parse(term.end_day) - Date.parse(term.start_day)) / 86_400_000 >=
          TERM_MAX_DAYS
        )
          ctx.addIssue({
            code: "custom",
            path: path("end_day"),
            message: "validation.termTooLong",
          });
        const before = value.terms[i - 1];
        if (before && DAY_PATTERN.test(before.end_day) && term.start_day <= before.end_day)
          ctx.addIssue({
            code: "custom",
            path: path("start_day"),
            message: "validation.termsOverlap",
          });
      });
    }),
  );
export type CalendarTermsRequest = z.input<typeof calendarTermsRequestSchema>;

/** The school's terms and cycle as saved (a blank Simplified name is the Traditional one). */
export const calendarTermsSchema = z.object({
  cycle_length: z.number(),
  restart_each_term: z.boolean(),
  terms: z.array(
    z.object({
      name_zh: z.string(),
      name_cn: z.string(),
      name_en: z.string(),
      start_day: z.string(),
      end_day: z.string(),
    }),
  ),
});
export type CalendarTerms = z.infer<typeof calendarTermsSchema>;
