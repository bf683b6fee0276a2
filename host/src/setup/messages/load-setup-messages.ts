import type { MessageLoader } from "@campus/core";
import type { PortalMessageId } from "../../messages/message-ids";
import type setupZhTW from "./zh-TW.json";

/** The set-up page's texts: their own chunk, which no other page downloads. */
export const loadSetupMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("./zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./en-US.json").then((m) => m.default);
  return import("./zh-TW.json").then((m) => m.default);
};

/** Every id the set-up page may show: its own and the portal's. */
export type SetupMessageId = keyof typeof setupZhTW | PortalMessageId;
