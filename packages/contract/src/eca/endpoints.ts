import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { ecaRoutes } from "./routes";
import {
  ecaApprovalPageSchema,
  ecaCategorySchema,
  ecaDecisionResultSchema,
  ecaEventPageSchema,
  ecaEventSchema,
  ecaEventsRequestSchema,
  ecaPrizeSchema,
  ecaRuleSchema,
  ecaSettingsSchema,
  ecaTagSchema,
  ecaTeachersSchema,
} from "./schemas";
import { saveEventSchema } from "./event-request";
import {
  saveCategorySchema,
  savePrizeSchema,
  saveRuleSchema,
  saveTagSchema,
} from "./setting-request";
import {
  ECA_APPROVALS,
  ECA_DECIDE_MAX,
  ECA_DECISIONS,
  ECA_REASON_MAX,
  ECA_SETTING_KINDS,
  ECA_SETTING_STATUSES,
  ECA_SOURCES,
} from "./values";
import { pageRequestSchema } from "../paging";

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

export const ecaEvent = defineEndpoint(ecaRoutes.ecaEvent, {
  body: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: ecaEventSchema,
  tag,
  summary: "One event of the school whole, with its version and what the caller may do with it.",
});

export const ecaTeachers = defineEndpoint(ecaRoutes.ecaTeachers, {
  body: z.object({}),
  response: ecaTeachersSchema,
  tag,
  summary: "The school's teachers, for an event's responsible teachers.",
});

export const ecaSaveEvent = defineEndpoint(ecaRoutes.ecaSaveEvent, {
  body: saveEventSchema,
  response: ecaEventSchema,
  tag,
  summary:
    "Adds an event (pending the office's approval) or changes one's basic information: the office any of the school's, a teacher those they created or answer for. A change made since the version read is refused; a disabled category or label cannot be newly chosen.",
});

export const ecaApprovals = defineEndpoint(ecaRoutes.ecaApprovals, {
  body: pageRequestSchema.extend({
    source: z.enum(ECA_SOURCES, { error: "validation.invalidOption" }),
    status: z.enum(ECA_APPROVALS, { error: "validation.invalidOption" }).default("pending"),
  }),
  response: ecaApprovalPageSchema,
  tag,
  summary:
    "Events of one source (the school's, teachers', parents') in one approval state: those waiting longest first; decided ones latest first.",
});

export const ecaDecideEvents = defineEndpoint(ecaRoutes.ecaDecideEvents, {
  body: z
    .object({
      ids: z
        .array(z.number().int().positive().max(2_147_483_647))
        .max(ECA_DECIDE_MAX, { error: "validation.tooManyItems" })
        .refine((ids) => ids.length > 0, { error: "validation.selectItems" }),
      decision: z.enum(ECA_DECISIONS, { error: "validation.invalidOption" }),
      reason: z.string().trim().max(ECA_REASON_MAX, { error: "validation.tooLong" }).optional(),
    })
    .refine((b) => b.decision === "pass" || (b.reason ?? "") !== "", {
      path: ["reason"],
      error: "validation.reasonRequired",
    }),
  response: ecaDecisionResultSchema,
  tag,
  summary:
    "Passes or refuses (with one reason for all) up to 100 waiting events at once; answers each one's outcome. Only the office, or a teacher for events they answer for and did not add.",
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
  ecaEvent,
  ecaTeachers,
  ecaSaveEvent,
  ecaApprovals,
  ecaDecideEvents,
} as const;
