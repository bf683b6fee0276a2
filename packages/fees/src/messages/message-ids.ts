import type zhTW from "./zh-TW.json";

/** Every text id of the feature: `useT<FeesMessageId | UiMessageId>()` refuses others. */
export type FeesMessageId = keyof typeof zhTW;
