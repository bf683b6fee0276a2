import {
  INTERVIEW_CAPACITY_MAX,
  INTERVIEW_TEXT_MAX,
  SCHOOL_TIME_ZONE,
  type OfficeSession,
} from "@campus/contract";
import * as z from "zod/mini";

/*
 * An interview session as the office types it — a school day, start and end times, venue,
 * group, class, places, published — and as the server takes it (moments with the school's
 * offset: Hong Kong, Macau, mainland China and Taiwan keep UTC+8 all year).
 */

const required = { error: "validation.required" } as const;
const text = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(INTERVIEW_TEXT_MAX, { error: "validation.tooLong" }),
    );

export const sessionFormSchema = z
  .object({
    day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, required)),
    start: z.string().check(z.regex(/^\d{2}:\d{2}$/, required)),
    end: z.string().check(z.regex(/^\d{2}:\d{2}$/, required)),
    venue: text(),
    venue_en: z
      .string()
      .check(z.trim(), z.maxLength(INTERVIEW_TEXT_MAX, { error: "validation.tooLong" })),
    group_name: text(),
    class_code: z.string(),
    // A count of places: a whole number, at least one, at most the most a session offers.
    capacity: z.string().check(
      z.trim(),
      z.regex(/^\d{1,4}$/, { error: "validation.wholeNumber" }),
      z.refine((value) => !/^\d+$/.test(value) || Number(value) >= 1, {
        error: "validation.tooSmall",
        params: { min: 1 },
      }),
      z.refine((value) => !/^\d+$/.test(value) || Number(value) <= INTERVIEW_CAPACITY_MAX, {
        error: "validation.tooLarge",
        params: { max: INTERVIEW_CAPACITY_MAX },
      }),
    ),
    published: z.boolean(),
  })
  .check(z.refine((s) => s.end > s.start, { path: ["end"], error: "validation.endBeforeStart" }));
export type SessionForm = z.input<typeof sessionFormSchema>;

/** The school's offset: every school of the product keeps UTC+8 (contract time-zone.ts). */
const OFFSET = "+08:00";

const hhmm = new Intl.DateTimeFormat("en-GB", {
  timeZone: SCHOOL_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_TIME_ZONE });

/** The form's values for a session, or a blank one (45 minutes, 6 places, not published). */
export function sessionValues(session: OfficeSession | null): SessionForm {
  if (!session)
    return {
      day: "",
      start: "09:30",
      end: "10:15",
      venue: "",
      venue_en: "",
      group_name: "",
      class_code: "",
      capacity: "6",
      published: false,
    };
  const starts = new Date(session.starts_at);
  const ends = new Date(session.ends_at);
  return {
    day: dayFormat.format(starts),
    start: hhmm.format(starts),
    end: hhmm.format(ends),
    venue: session.venue,
    venue_en: session.venue_en,
    group_name: session.group_name,
    class_code: session.class_code ?? "",
    capacity: String(session.capacity),
    published: session.published,
  };
}

/** What the server takes (`office/save_session`): the times as moments in school time. */
export function sessionRequest(form: z.output<typeof sessionFormSchema>, id?: number) {
  return {
    ...(id === undefined ? {} : { id }),
    ...(form.class_code ? { class_code: form.class_code } : {}),
    starts_at: `${form.day}T${form.start}:00${OFFSET}`,
    ends_at: `${form.day}T${form.end}:00${OFFSET}`,
    venue: form.venue,
    venue_en: form.venue_en,
    group_name: form.group_name,
    capacity: Number(form.capacity),
    published: form.published,
  };
}
