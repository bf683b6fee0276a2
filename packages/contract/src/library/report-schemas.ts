import { z } from "zod";
import { DAY_PATTERN, isRealDay } from "../calendar/values";
import { pageOf } from "../paging";
import { pagedInSchool, readerSchema, schoolScoped } from "./schemas";

/*
 * The librarian's reading reports (issue 38 §5): what a school's library is asked for every term
 * — loans per class and per student (reading awards), the most borrowed books, the overdue list
 * per class. Loans count by the day they were borrowed, within the period asked for.
 */

/** The longest period a report covers: a school year and a little. */
export const REPORT_DAYS_MAX = 400;

const day = (example: string) =>
  z
    .string({ error: "validation.required" })
    .regex(DAY_PATTERN, { error: "validation.invalid" })
    .refine(isRealDay, { error: "validation.invalid" })
    .meta({ examples: [example] });

const period = {
  /** The first day of the period, school time. */
  from: day("2026-09-01"),
  /** Its last day, included. */
  to: day("2026-12-31"),
};

const inOrder = (p: { from: string; to: string }) => p.from <= p.to;
const notTooLong = (p: { from: string; to: string }) =>
  (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 <= REPORT_DAYS_MAX;
const orderIssue = { error: "validation.endBeforeStart", path: ["to"] };
const lengthIssue = {
  error: "validation.tooLarge",
  path: ["to"],
  params: { max: REPORT_DAYS_MAX },
};

/** A report over a period: the days it covers. */
export const reportPeriodSchema = schoolScoped
  .extend(period)
  .refine(inOrder, orderIssue)
  .refine(notTooLong, lengthIssue);

/** The period alone, as the reports' workbook takes it in its address. */
export const reportPeriodQuerySchema = z
  .object(period)
  .refine(inOrder, orderIssue)
  .refine(notTooLong, lengthIssue);

/** A paged report over a period, optionally of one class ("4A"). */
export const pagedReportSchema = pagedInSchool
  .extend({
    ...period,
    class_name: z.string().trim().max(20, { error: "validation.tooLong" }).optional(),
  })
  .refine(inOrder, orderIssue)
  .refine(notTooLong, lengthIssue);

/** The overdue list now, optionally of one class. */
const classFilter = z.string().trim().max(20, { error: "validation.tooLong" }).optional();

export const overdueReportSchema = pagedInSchool.extend({ class_name: classFilter });

/** The families of today's overdue loans reminded: one class's, or all. */
export const remindOverdueSchema = schoolScoped.extend({ class_name: classFilter });

/** What a reminder of overdue loans did: how many loans, to how many guardians, which it left. */
export const overdueRemindedSchema = z.object({
  /** Overdue loans whose readers' families were reminded now. */
  loans: z.number().int().nonnegative(),
  /** The guardians a message went to (a text, an e-mail or both). */
  guardians: z.number().int().nonnegative(),
  /** Overdue loans already reminded today, left alone. */
  skipped: z.number().int().nonnegative(),
});
export type OverdueReminded = z.infer<typeof overdueRemindedSchema>;

/** A class's reading in the period: its students, how many borrowed, how many loans. */
export const classReadingSchema = z.object({
  class_name: z.string(),
  students: z.number().int(),
  /** Students of the class who borrowed at least once. */
  readers: z.number().int(),
  loans: z.number().int(),
});
export type ClassReading = z.infer<typeof classReadingSchema>;

/** A student's loans in the period, most first: the reading awards' list. */
export const readerReadingSchema = readerSchema.extend({ loans: z.number().int() });
export type ReaderReading = z.infer<typeof readerReadingSchema>;

/** A book's loans in the period, most first. */
export const bookReadingSchema = z.object({
  id: z.number().int().positive(),
  name_zh: z.string(),
  name_en: z.string(),
  author: z.string(),
  loans: z.number().int(),
  /** Different readers who borrowed it. */
  readers: z.number().int(),
});
export type BookReading = z.infer<typeof bookReadingSchema>;

/** A loan past its due day now, by class then reader. */
export const overdueLoanSchema = z.object({
  /** The loan's id. */
  id: z.number().int().positive(),
  reader: readerSchema,
  book_name_zh: z.string(),
  book_name_en: z.string(),
  book_no: z.string(),
  due_date: z.string(),
  /** School days are not counted apart: calendar days since the due day. */
  days_overdue: z.number().int().positive(),
});
export type OverdueLoan = z.infer<typeof overdueLoanSchema>;

export const classReadingListSchema = z.object({ list: z.array(classReadingSchema) });
export const readerReadingPageSchema = pageOf(readerReadingSchema);
export const bookReadingPageSchema = pageOf(bookReadingSchema);
export const overdueLoanPageSchema = pageOf(overdueLoanSchema);
