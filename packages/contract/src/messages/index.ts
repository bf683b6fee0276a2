import type { Locale } from "../locale";
import enUS from "./en-US.json";
import zhCN from "./zh-CN.json";
import zhTW from "./zh-TW.json";

/** Message ids shared by client and server: validation texts and API error texts. */
export type ContractMessageId = keyof typeof zhTW;

export const contractMessages: Record<Locale, Record<ContractMessageId, string>> = {
  "zh-TW": zhTW,
  "zh-CN": zhCN,
  "en-US": enUS,
};

/**
 * One language's texts, loaded on demand: a browser downloads only the language it shows.
 * (`contractMessages` holds all three, for the server and for tests.)
 */
export function loadContractMessages(locale: Locale): Promise<Record<string, string>> {
  if (locale === "zh-CN") return import("./zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./en-US.json").then((m) => m.default);
  return import("./zh-TW.json").then((m) => m.default);
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
