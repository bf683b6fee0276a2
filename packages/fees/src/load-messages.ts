import type { MessageLoader } from "@campus/core";

/** The feature's texts (ids `fees.*`) in one language, fetched when the feature shows. */
export const loadFeesMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("./messages/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./messages/en-US.json").then((m) => m.default);
  return import("./messages/zh-TW.json").then((m) => m.default);
};
