import type { MessageLoader } from "@campus/core";

/** The school office's texts (ids `registration.office.*`) in one language. */
export const loadOfficeMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("../messages/office/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("../messages/office/en-US.json").then((m) => m.default);
  return import("../messages/office/zh-TW.json").then((m) => m.default);
};
