import { z } from "zod";
import { ecaNamedSchema, ecaStudentSchema } from "./schemas";
import { ECA_LEVELS, ECA_NATURES } from "./values";

/*
 * One student's ECA profile (`/smarteca/detail`): the personality overview (accepted traits),
 * scores by category beside the class's and the grade's averages, hours, and the passed records
 * as a timeline — what the SLP print and the JUPAS OEA view are made of.
 */

/** One trait in the overview: how often teachers accepted it, how strongly it was read. */
export const ecaProfileTraitSchema = z.object({
  trait: ecaNamedSchema,
  /** Accepted proposals (records that show it). */
  count: z.number().int(),
  /** Their average strength, 0–100. */
  strength: z.number().int(),
  /** The events it was read in, latest first (at most three). */
  events: z.array(z.string()),
});
export type EcaProfileTrait = z.infer<typeof ecaProfileTraitSchema>;

/** A category's score for the school year: the student's (capped), their class's and grade's. */
export const ecaProfileCategorySchema = z.object({
  category: ecaNamedSchema.extend({ preset_key: z.string().nullable() }),
  score: z.number(),
  class_average: z.number(),
  grade_average: z.number(),
  hours: z.number(),
});
export type EcaProfileCategory = z.infer<typeof ecaProfileCategorySchema>;

/** A passed record as the timeline, the SLP and the OEA view show it. */
export const ecaProfileRecordSchema = z.object({
  id: z.number().int().positive(),
  event: ecaNamedSchema.extend({
    code: z.string(),
    nature: z.enum(ECA_NATURES),
    organiser: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    school_year: z.number().int(),
    /** The category is the OLE area when the school uses the preset (`preset_key` "ole.*"). */
    category: ecaNamedSchema.extend({ preset_key: z.string().nullable() }),
  }),
  prize: ecaNamedSchema.nullable(),
  level: z.enum(ECA_LEVELS).nullable(),
  competition_item: z.string(),
  role: z.string(),
  achievement: z.string(),
  hours: z.number(),
  score: z.number(),
});
export type EcaProfileRecord = z.infer<typeof ecaProfileRecordSchema>;

export const ecaProfileSchema = z.object({
  student: ecaStudentSchema,
  /** The school year the scores and averages are of (its starting year), and those with records. */
  school_year: z.number().int(),
  school_years: z.array(z.number().int()),
  traits: z.array(ecaProfileTraitSchema),
  categories: z.array(ecaProfileCategorySchema),
  /** Passed records and hours, that school year and in all. */
  year: z.object({ records: z.number().int(), hours: z.number(), score: z.number() }),
  all: z.object({ records: z.number().int(), hours: z.number() }),
  /** Every passed record, latest first (at most 300). */
  records: z.array(ecaProfileRecordSchema),
});
export type EcaProfile = z.infer<typeof ecaProfileSchema>;

/** Whose profile: a student's own (family: none given), or one a teacher or the office names. */
export const ecaProfileRequestSchema = z.object({
  student_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  school_year: z.coerce
    .number({ error: "validation.invalidType" })
    .int({ error: "validation.invalidType" })
    .min(2000, { error: "validation.tooSmall" })
    .max(2100, { error: "validation.tooLarge" })
    .optional(),
});
