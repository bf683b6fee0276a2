import { loadCoreMessages, type MessageLoader } from "@campus/core";
import { loadLibraryMessages } from "@campus/library";
import { loadUiMessages } from "@campus/ui";

const loadHostMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("./messages/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./messages/en-US.json").then((m) => m.default);
  return import("./messages/zh-TW.json").then((m) => m.default);
};

/** Every text the portal shows, one language at a time. */
export const PORTAL_MESSAGES: readonly MessageLoader[] = [
  loadCoreMessages,
  loadUiMessages,
  loadLibraryMessages,
  loadHostMessages,
];
