import type zhTW from "./zh-TW.json";

/** Every text id of the feature: `useT<OfficeMessageId | UiMessageId>()` refuses others. */
export type OfficeMessageId = keyof typeof zhTW;
