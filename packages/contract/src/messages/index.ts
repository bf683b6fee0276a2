import type { Locale } from "../locale";
import applicationEnUS from "./application/en-US.json";
import applicationZhCN from "./application/zh-CN.json";
import applicationZhTW from "./application/zh-TW.json";
import enUS from "./en-US.json";
import serverEnUS from "./server/en-US.json";
import serverZhCN from "./server/zh-CN.json";
import serverZhTW from "./server/zh-TW.json";
import setupEnUS from "./setup/en-US.json";
import setupZhCN from "./setup/zh-CN.json";
import setupZhTW from "./setup/zh-TW.json";
import zhCN from "./zh-CN.json";
import zhTW from "./zh-TW.json";

/*
 * Two catalogues per language. `<locale>.json`: what a browser words itself — every validation
 * message (the client checks a form with the contract's rules before sending) and the few
 * failures it names without an answer (sign-in needed, maintenance, a server failure).
 * `server/<locale>.json`: what only the platform's server words, into an answer's `msg` (an
 * upload refused, a key reused): never downloaded by a page; a feature's own (a library rule)
 * are in its server folder. `setup/<locale>.json`: the
 * validation texts only a school's set-up shows (its own chunk, which that page loads);
 * `application/<locale>.json` those only a new-student application's form shows (the same).
 */

/** Ids a client words itself (the application form's from its own chunk). */
export type ClientMessageId = keyof typeof zhTW | keyof typeof applicationZhTW;

/** The platform's own ids: validation texts and what every endpoint may answer (`api.*`). */
export type PlatformMessageId = ClientMessageId | keyof typeof serverZhTW | keyof typeof setupZhTW;

/**
 * The ids of the texts a server feature words itself (`<feature>.error.*`, a workbook's
 * columns): each feature declares its own, from its folder's catalogue, by augmenting this
 * interface (`packages/server/src/<feature>/messages/index.ts`), so no shared file lists them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface FeatureMessageIds {}

/** Every message id the server words: the platform's and its features'. */
export type ContractMessageId = PlatformMessageId | keyof FeatureMessageIds;

/** What a browser needs, in every language (for stories and tests; a page loads one). */
export const clientMessages: Record<Locale, Record<ClientMessageId, string>> = {
  // Pure, as below: a page that never reads it keeps no catalogue.
  "zh-TW": /* @__PURE__ */ Object.assign({}, zhTW, applicationZhTW),
  "zh-CN": /* @__PURE__ */ Object.assign({}, zhCN, applicationZhCN),
  "en-US": /* @__PURE__ */ Object.assign({}, enUS, applicationEnUS),
};

/** The platform's messages, in every language (the server adds its features' own). */
export const contractMessages: Record<Locale, Record<PlatformMessageId, string>> = {
  // Pure: a page that never reads it keeps none of the server's texts.
  "zh-TW": /* @__PURE__ */ Object.assign({}, zhTW, applicationZhTW, setupZhTW, serverZhTW),
  "zh-CN": /* @__PURE__ */ Object.assign({}, zhCN, applicationZhCN, setupZhCN, serverZhCN),
  "en-US": /* @__PURE__ */ Object.assign({}, enUS, applicationEnUS, setupEnUS, serverEnUS),
};

/**
 * One language's client texts, loaded on demand: a browser downloads only the language it
 * shows, and none of the server's own texts.
 */
export function loadContractMessages(locale: Locale): Promise<Record<string, string>> {
  if (locale === "zh-CN") return import("./zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./en-US.json").then((m) => m.default);
  return import("./zh-TW.json").then((m) => m.default);
}

/** The new-student application form's own validation texts (a name's script, a child's age). */
export function loadApplicationValidationMessages(locale: Locale): Promise<Record<string, string>> {
  if (locale === "zh-CN") return import("./application/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./application/en-US.json").then((m) => m.default);
  return import("./application/zh-TW.json").then((m) => m.default);
}

/** The set-up page's validation texts (a school code's form, a new password's rule). */
export function loadSetupValidationMessages(locale: Locale): Promise<Record<string, string>> {
  if (locale === "zh-CN") return import("./setup/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./setup/en-US.json").then((m) => m.default);
  return import("./setup/zh-TW.json").then((m) => m.default);
}

/**
 * "Please log in first" in each language (`api.error.loginRequired`), kept here as plain text so
 * a client recognises it without loading every catalogue; a test holds it to the catalogues.
 */
export const LOGIN_REQUIRED_TEXTS: readonly string[] = [
  "請先登入",
  "请先登录",
  "Please log in first",
];

/**
 * "Still being processed" in each language (`api.error.requestInProgress`): the answer (409) to
 * a repeat of a write whose first request still runs (decision 0011). Business conflicts use
 * 409 too, so the client tells this one by its words; a test holds them to the catalogues.
 */
export const REQUEST_IN_PROGRESS_TEXTS: readonly string[] = [
  "此操作仍在處理中，請稍後再查看",
  "此操作仍在处理中，请稍后再查看",
  "This action is still being processed. Please check again in a moment",
];
