import type { MessageLoader } from "@campus/core";
import type { PortalMessageId } from "../../messages/message-ids";
import type accountZhTW from "./zh-TW.json";

/** The account dialogs' texts: their own chunk, downloaded when one opens. */
export const loadAccountMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("./zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./en-US.json").then((m) => m.default);
  return import("./zh-TW.json").then((m) => m.default);
};

/** Every id the account dialogs may show: their own and the portal's. */
export type AccountMessageId = keyof typeof accountZhTW | PortalMessageId;
