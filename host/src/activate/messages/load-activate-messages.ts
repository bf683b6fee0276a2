import type { MessageLoader } from "@campus/core";
import type { PortalMessageId } from "../../messages/message-ids";
import type activateZhTW from "./zh-TW.json";

/** The activation page's texts: their own chunk, which no other page downloads. */
export const loadActivateMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("./zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./en-US.json").then((m) => m.default);
  return import("./zh-TW.json").then((m) => m.default);
};

/** Every id the activation page may show: its own and the portal's. */
export type ActivateMessageId = keyof typeof activateZhTW | PortalMessageId;
