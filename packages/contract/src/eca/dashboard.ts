import { z } from "zod";
import { ecaNamedSchema, ecaStudentSchema } from "./schemas";
import { ECA_DASHBOARD_SCOPES } from "./insight-values";
import { ECA_LEVELS, ECA_SEMESTERS } from "./values";

/*
 * The ECA dashboard (spec §1, §2): a school year's (or a semester's) participation, hours,
 * scores and awards for the school, a grade or a class, beside the wider scopes, with the next
 * scope down as rows to drill into (grades → classes → students).
 */

/** What a group of students did in the period. */
export const ecaFiguresSchema = z.object({
  students: z.number().int(),
  /** Students with at least one approved record in the period. */
  participants: z.number().int(),
  /** participants / students, as a percentage (one decimal). */
  participation: z.number(),
  hours: z.number(),
  /** Hours and score per student of the group (those without records count as 0). */
  hours_per_student: z.number(),
  average_score: z.number(),
  /** Approved records with an award. */
  awards: z.number().int(),
});
export type EcaFigures = z.infer<typeof ecaFiguresSchema>;

export const ecaDashboardSchema = z.object({
  school_year: z.number().int(),
  school_years: z.array(z.number().int()),
  semester: z.enum(ECA_SEMESTERS).nullable(),
  scope: z.enum(ECA_DASHBOARD_SCOPES),
  /** The grade ("4") and class ("4A") the scope is, when it is one. */
  grade: z.string().nullable(),
  class_name: z.string().nullable(),
  figures: ecaFiguresSchema,
  /** The wider scopes, for comparison: a class beside its grade and the school. */
  compare: z.array(
    z.object({ scope: z.enum(ECA_DASHBOARD_SCOPES), key: z.string(), figures: ecaFiguresSchema }),
  ),
  /** The next scope down: grades of the school, classes of a grade, students of a class. */
  rows: z.array(
    z.object({
      key: z.string(),
      student: ecaStudentSchema.nullable(),
      figures: ecaFiguresSchema,
    }),
  ),
  /** Average score per student by category (OLE area), the scope's and each compared one's. */
  categories: z.array(
    z.object({
      category: ecaNamedSchema.extend({ preset_key: z.string().nullable() }),
      average: z.number(),
      compare: z.array(z.number()),
    }),
  ),
  /** Awards by competition level (null: a prize without a level). */
  levels: z.array(z.object({ level: z.enum(ECA_LEVELS).nullable(), awards: z.number().int() })),
  /** The traits teachers confirmed most often in the scope (at most five). */
  traits: z.array(z.object({ trait: ecaNamedSchema, count: z.number().int() })),
});
export type EcaDashboard = z.infer<typeof ecaDashboardSchema>;

const scopeName = z
  .string()
  .trim()
  .max(10, { error: "validation.tooLong" })
  .optional()
  .transform((v) => v || undefined);

/** Which figures: the school's, a grade's ("4") or a class's ("4A"), of a year or a semester. */
export const ecaDashboardRequestSchema = z.object({
  school_year: z.coerce
    .number({ error: "validation.invalidType" })
    .int({ error: "validation.invalidType" })
    .min(2000, { error: "validation.tooSmall" })
    .max(2100, { error: "validation.tooLarge" })
    .optional(),
  semester: z.enum(ECA_SEMESTERS, { error: "validation.invalidOption" }).optional(),
  grade: scopeName,
  class_name: scopeName,
});
export type EcaDashboardRequest = z.input<typeof ecaDashboardRequestSchema>;
