import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { ecaRoutes } from "./routes";
import {
  ecaCategorySchema,
  ecaEventPageSchema,
  ecaEventsRequestSchema,
  ecaPrizeSchema,
  ecaRuleSchema,
  ecaSettingsSchema,
  ecaTagSchema,
} from "./schemas";
import {
  saveCategorySchema,
  savePrizeSchema,
  saveRuleSchema,
  saveTagSchema,
} from "./setting-request";
import { ECA_SETTING_KINDS, ECA_SETTING_STATUSES } from "./values";

const tag = "eca";

const settingRef = {
  kind: z.enum(ECA_SETTING_KINDS, { error: "validation.invalidOption" }),
  id: z.coerce.number().int().positive().max(2_147_483_647),
};

export const ecaSettings = defineEndpoint(ecaRoutes.ecaSettings, {
  body: z.object({}),
  response: ecaSettingsSchema,
  tag,
  summary:
    "The school's ECA categories, prizes and tags (enabled and disabled, with how often each is used), its scoring rule and its school years.",
});

export const ecaSaveCategory = defineEndpoint(ecaRoutes.ecaSaveCategory, {
  body: saveCategorySchema,
  response: ecaCategorySchema,
  tag,
  summary:
    "Adds a category (both names, a score, a status, an optional yearly cap) or changes one.",
});

export const ecaSavePrize = defineEndpoint(ecaRoutes.ecaSavePrize, {
  body: savePrizeSchema,
  response: ecaPrizeSchema,
  tag,
  summary: "Adds a prize (both names, a multiplier, a quantity, a status) or changes one.",
});

export const ecaSaveTag = defineEndpoint(ecaRoutes.ecaSaveTag, {
  body: saveTagSchema,
  response: ecaTagSchema,
  tag,
  summary: "Adds a tag (both names, a status) or changes one.",
});

export const ecaSettingStatus = defineEndpoint(ecaRoutes.ecaSettingStatus, {
  body: z.object({
    ...settingRef,
    status: z.enum(ECA_SETTING_STATUSES, { error: "validation.invalidOption" }),
  }),
  response: ecaSettingsSchema,
  tag,
  summary:
    "Enables or disables a category, prize or tag: a disabled one stays on old records but cannot be chosen for new ones.",
});

export const ecaDeleteSetting = defineEndpoint(ecaRoutes.ecaDeleteSetting, {
  body: z.object(settingRef),
  response: ecaSettingsSchema,
  tag,
  summary: "Deletes a category, prize or tag no record uses (one in use can be disabled instead).",
});

export const ecaOlePreset = defineEndpoint(ecaRoutes.ecaOlePreset, {
  body: z.object({}),
  response: ecaSettingsSchema,
  tag,
  summary:
    "Adds Hong Kong's five Other Learning Experiences areas as categories, each once (a school then edits them).",
});

export const ecaSaveRule = defineEndpoint(ecaRoutes.ecaSaveRule, {
  body: saveRuleSchema,
  response: ecaRuleSchema,
  tag,
  summary:
    "The school's region (level words) and scoring switches: level factors, group awards at a fraction.",
});

export const ecaEvents = defineEndpoint(ecaRoutes.ecaEvents, {
  body: ecaEventsRequestSchema,
  response: ecaEventPageSchema,
  tag,
  summary:
    "The school's ECA events, latest first, filtered by year, semester, category, tag, region, grade, status and source, or the caller's own ('mine').",
});

/** Every endpoint of the feature, by id: one spread in the contract's table (src/endpoints.ts). */
export const ecaEndpoints = {
  ecaSettings,
  ecaSaveCategory,
  ecaSavePrize,
  ecaSaveTag,
  ecaSettingStatus,
  ecaDeleteSetting,
  ecaOlePreset,
  ecaSaveRule,
  ecaEvents,
} as const;
