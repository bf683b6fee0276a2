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
