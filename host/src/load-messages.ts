import { loadCoreMessages, type MessageLoader } from "@campus/core";
import { loadUiMessages } from "@campus/ui";

const loadHostMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("./messages/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./messages/en-US.json").then((m) => m.default);
  return import("./messages/zh-TW.json").then((m) => m.default);
};

/**
 * The portal's own texts, one language at a time; the features' texts come with the signed-in
 * layout (layout/feature-texts.tsx).
 */
export const PORTAL_MESSAGES: readonly MessageLoader[] = [
  loadCoreMessages,
  loadUiMessages,
  loadHostMessages,
];
