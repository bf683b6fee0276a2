import * as z from "zod/mini";
import { DAY_PATTERN, isRealDay, TIME_PATTERN } from "../calendar/values";
import { optionalText, requiredText } from "../fields";
import {
  ECA_EVENT_FILES_MAX,
  ECA_EVENT_PHOTOS_MAX,
  ECA_GRADES,
  ECA_NAME_MAX,
  ECA_NATURES,
  ECA_REGIONS,
  ECA_SEMESTERS,
  ECA_SHORT_MAX,
  ECA_TEXT_MAX,
  ECA_TYPES,
} from "./values";

/*
 * An event's basic information (the editor's first step, spec §2), in zod's "mini" form: the
 * editor validates with this very schema and the server with the same. Only the pieces of zod
 * mini every form already shares (see setting-request.ts): hours travel as typed ("2.5").
 */

/** An event's code as schools write them: letters, digits, "-", "_", "/" (ECA2026-001). */
export const ECA_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_/-]{0,29}$/;

/** A record's id (or version): a whole number the database's integers hold. */
export const recordId = (
  missing: "validation.invalidType" | "validation.categoryRequired" = "validation.invalidType",
) =>
  z.number({ error: missing }).check(
    z.refine((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647, {
      error: "validation.invalidType",
    }),
  );

export const idList = (max: number) =>
  z.array(recordId()).check(z.maxLength(max, { error: "validation.tooManyItems" }));

/** A time of day typed as HH:MM, or "" for none. */
const timeField = () =>
  z.string().check(
    z.regex(new RegExp(`^(?:${TIME_PATTERN.source.slice(1, -1)})?$`), {
      error: "validation.invalid",
    }),
  );

/** Uploads' ids, at most `max`. */
const fileIds = (max: number) =>
  z.array(recordId()).check(z.maxLength(max, { error: "validation.tooManyFiles" }));

export const ECA_TAGS_MAX = 10;
export const ECA_TEACHERS_MAX = 10;
export const ECA_SUB_ITEMS_MAX = 20;

/** A day typed as YYYY-MM-DD that the calendar has. */
export const dayField = () =>
  z
    .string({ error: "validation.required" })
    .check(
      z.regex(DAY_PATTERN, { error: "validation.invalid" }),
      z.refine(isRealDay, { error: "validation.invalid" }),
    );

/** The most hours one record may count. */
export const ECA_RECORD_HOURS_MAX = 1000;

/**
 * Hours as typed ("2.5"): a number with at most one decimal place, at most 1,000 — a number
 * too large is told so ("at most 1,000"), not that its form is wrong. `blank` lets "" through
 * (an entry's hours: "" is the event's).
 */
export const hoursField = ({ blank = false } = {}) =>
  z.string({ error: "validation.required" }).check(
    z.regex(blank ? /^(?:\d+(?:\.\d)?)?$/ : /^\d+(?:\.\d)?$/, { error: "validation.hours" }),
    z.refine((s) => !/^\d/.test(s) || Number(s) <= ECA_RECORD_HOURS_MAX, {
      error: "validation.tooLarge",
      params: { max: ECA_RECORD_HOURS_MAX },
    }),
  );

export const saveEventSchema = z
  .object({
    /** Set to change an event, with the version read (a stale edit is refused); left out to add. */
    id: z.optional(recordId()),
    version: z.optional(recordId()),
    /**
     * Adding: the event this one copies (last year's, say): its trait items and awards come
     * with it, its students do not.
     */
    copy_of: z.optional(recordId()),
    code: z.string({ error: "validation.required" }).check(
      z.overwrite((s) => s.trim()),
      z.minLength(1, { error: "validation.required" }),
      z.regex(ECA_CODE_PATTERN, { error: "validation.ecaCode" }),
    ),
    name_zh: requiredText(ECA_NAME_MAX, "validation.nameZhRequired"),
    name_en: requiredText(ECA_NAME_MAX, "validation.nameEnRequired"),
    content: optionalText(ECA_TEXT_MAX),
    nature: z.enum(ECA_NATURES, { error: "validation.invalidOption" }),
    type: z.enum(ECA_TYPES, { error: "validation.invalidOption" }),
    category_id: recordId("validation.categoryRequired"),
    tag_ids: idList(ECA_TAGS_MAX),
    region: z.enum(ECA_REGIONS, { error: "validation.invalidOption" }),
    organiser: optionalText(ECA_SHORT_MAX),
    school_year: z.number({ error: "validation.required" }),
    semester: z.enum(ECA_SEMESTERS, { error: "validation.invalidOption" }),
    /** Limited to one grade; "" for no limit. */
    grade: z.optional(z.enum(["", ...ECA_GRADES], { error: "validation.invalidOption" })),
    starts_on: dayField(),
    ends_on: dayField(),
    /** The time of day it starts and ends ("15:45"), school time; "": none; left out: as it was. */
    start_time: z.optional(timeField()),
    end_time: z.optional(timeField()),
    /** Hours as typed ("2.5"), at most one decimal place. */
    hours: hoursField(),
    /** A competition's items ("100 m", "long jump"), in order. */
    sub_items: z
      .array(requiredText(ECA_SHORT_MAX))
      .check(z.maxLength(ECA_SUB_ITEMS_MAX, { error: "validation.tooManyItems" })),
    /** Responsible teachers (none: the teacher who adds it). */
    teacher_ids: idList(ECA_TEACHERS_MAX),
    /** Uploaded files (`ecaUploadEventFile`) and photos (`ecaUploadEventPhoto`), in order. */
    attachments: z.optional(fileIds(ECA_EVENT_FILES_MAX)),
    photos: z.optional(fileIds(ECA_EVENT_PHOTOS_MAX)),
  })
  .check(
    z.refine((e) => !DAY_PATTERN.test(e.ends_on) || e.ends_on >= e.starts_on, {
      path: ["ends_on"],
      error: "validation.endBeforeStart",
    }),
    // On one day, it does not end before it starts (over several days, any times).
    z.refine(
      (e) =>
        !e.start_time || !e.end_time || e.starts_on !== e.ends_on || e.end_time >= e.start_time,
      { path: ["end_time"], error: "validation.endBeforeStart" },
    ),
    z.refine((e) => e.school_year >= 2000 && e.school_year <= 2100, {
      path: ["school_year"],
      error: "validation.invalidOption",
    }),
    z.refine((e) => new Set(e.sub_items).size === e.sub_items.length, {
      path: ["sub_items"],
      error: "validation.subItemsRepeat",
    }),
  );
export type SaveEvent = z.input<typeof saveEventSchema>;
