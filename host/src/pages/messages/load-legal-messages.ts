import type { MessageLoader } from "@campus/core";
import type { PortalMessageId } from "../../messages/message-ids";
import type legalZhTW from "./zh-TW.json";

/** The terms' and the privacy policy's texts: the legal page's own chunk, not every page's. */
export const loadLegalMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("./zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./en-US.json").then((m) => m.default);
  return import("./zh-TW.json").then((m) => m.default);
};

/** Every id the legal page may show: its own and the portal's. */
export type LegalMessageId = keyof typeof legalZhTW | PortalMessageId;
