import * as z from "zod/mini";

/*
 * The answer of a school's registration settings, in a module of its own: the settings form
 * (settings.ts) never downloads it.
 */

/** The registration as the office set it, every name in the three languages. */
export const registrationSettingsSchema = z.object({
  intake_year: z.string(),
  opens_on: z.string(),
  closes_on: z.string(),
  currency: z.string(),
  application_fee: z.number(),
  registration_fee: z.number(),
  /** Days a family has to pay the registration fee once offered a place (0: no limit). */
  offer_days: z.number(),
  /** Months a decided application keeps its documents and slips (0: until deleted). */
  documents_kept_months: z.number(),
  interviews_book_from: z.nullable(z.string()),
  interviews_book_until: z.nullable(z.string()),
  interview_move_days: z.number(),
  classes: z.array(
    z.object({
      code: z.string(),
      name_zh: z.string(),
      name_cn: z.string(),
      name_en: z.string(),
      places: z.number(),
      born_from: z.nullable(z.string()),
      born_until: z.nullable(z.string()),
      /** Applications for it: it cannot be taken away while any is. */
      in_use: z.boolean(),
    }),
  ),
  documents: z.array(
    z.object({
      code: z.string(),
      name_zh: z.string(),
      name_cn: z.string(),
      name_en: z.string(),
      kind: z.enum(["image", "document"]),
      required: z.boolean(),
      /** Files uploaded for it: it cannot be taken away while any is. */
      in_use: z.boolean(),
    }),
  ),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;
