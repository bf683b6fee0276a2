import { addFeatureMessages, type FeatureMessages } from "../../http/messages";
import enUS from "./en-US.json";
import zhCN from "./zh-CN.json";
import zhTW from "./zh-TW.json";

/** The feature's own server texts (its refusals, its files' words), in every language. */
export const feesMessages: FeatureMessages = { "zh-TW": zhTW, "zh-CN": zhCN, "en-US": enUS };

// Added as this module loads: the feature's modules word through it (some at their own load).
addFeatureMessages("fees", feesMessages);
export { translate } from "../../http/messages";

declare module "@campus/contract/messages" {
  // Its ids join the contract's: `translate` and `conflict` check them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a merge, not a type
  interface FeatureMessageIds extends Record<keyof typeof zhTW, true> {}
}
