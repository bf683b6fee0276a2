import * as z from "zod/mini";
import { optionalText, requiredText } from "../fields";
import { countField, DECIMAL, decimalField } from "./figures";
import {
  ECA_MULTIPLIER_MAX,
  ECA_NAME_MAX,
  ECA_QUANTITY_MAX,
  ECA_SCHOOL_REGIONS,
  ECA_SCORE_MAX,
  ECA_SETTING_STATUSES,
} from "./values";

/*
 * A category, prize or tag as the settings form sends it (form-encoded, spec §7), in zod's
 * "mini" form: the form validates with these very schemas and the server with the same (spec
 * §5: both names and a status are required; a prize requires a quantity). Figures come as
 * people type them — "10", "1.5" — and the server stores hundredths.
 *
 * Only the pieces of zod mini that every form already shares (strings, patterns, refinements,
 * enums): whatever one form adds goes into the validation chunk the sign-in page loads too.
 */

const settingFields = {
  /** Set to change one; left out to add one. */
  id: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: "validation.invalidType" }))),
  name_zh: requiredText(ECA_NAME_MAX, "validation.nameZhRequired"),
  name_en: requiredText(ECA_NAME_MAX, "validation.nameEnRequired"),
  /** The office's own Simplified form; blank: the Chinese name converted, kept in step with it. */
  name_cn: optionalText(ECA_NAME_MAX),
  status: z.enum(ECA_SETTING_STATUSES, { error: "validation.statusRequired" }),
};

export const saveCategorySchema = z.object({
  ...settingFields,
  /** Points an entry of this category is worth before its prize and factors. */
  score: decimalField(ECA_SCORE_MAX / 100),
  /** The most one student may gain in it in a school year; blank: no cap. */
  cap: z.optional(
    z.string().check(
      z.regex(/^(?:\d{1,7}(?:\.\d{1,2})?)?$/, { error: "validation.decimal" }),
      z.refine((s) => !DECIMAL.test(s) || Number(s) <= ECA_SCORE_MAX / 100, {
        error: "validation.tooLarge",
        params: { max: ECA_SCORE_MAX / 100 },
      }),
    ),
  ),
});
export type SaveCategory = z.input<typeof saveCategorySchema>;

export const savePrizeSchema = z.object({
  ...settingFields,
  /** What the category score is multiplied by (a champion's "3"); never ×0, an award worth nothing. */
  multiplier: decimalField(ECA_MULTIPLIER_MAX / 100).check(
    z.refine((s) => !DECIMAL.test(s) || Number(s) > 0, {
      error: "validation.tooSmall",
      params: { min: 0.01 },
    }),
  ),
  /** How many an event awards by default (one champion; three merits). */
  quantity: countField(ECA_QUANTITY_MAX, "validation.quantityRequired"),
});
export type SavePrize = z.input<typeof savePrizeSchema>;

export const saveTagSchema = z.object(settingFields);
export type SaveTag = z.input<typeof saveTagSchema>;

/** The school's region and scoring switches. */
export const saveRuleSchema = z.object({
  region: z.enum(ECA_SCHOOL_REGIONS, { error: "validation.invalidOption" }),
  level_factors: z.enum(["on", "off"], { error: "validation.invalidOption" }),
  /** A group event's entries count at this percentage; blank: in full. */
  group_percent: z.optional(
    z.string().check(
      z.regex(/^\d{0,3}$/, { error: "validation.wholeNumber" }),
      z.refine((s) => !/^\d+$/.test(s) || Number(s) >= 1, {
        error: "validation.tooSmall",
        params: { min: 1 },
      }),
      z.refine((s) => !/^\d+$/.test(s) || Number(s) <= 100, {
        error: "validation.tooLarge",
        params: { max: 100 },
      }),
    ),
  ),
});
export type SaveRule = z.input<typeof saveRuleSchema>;
