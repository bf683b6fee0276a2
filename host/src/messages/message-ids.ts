import type { CoreMessageId } from "@campus/core";
import type { UiMessageId } from "@campus/ui";
import type hostZhTW from "./zh-TW.json";

/** Every id the portal's own code may show: its own, the design system's and core's. */
export type PortalMessageId = keyof typeof hostZhTW | UiMessageId | CoreMessageId;
