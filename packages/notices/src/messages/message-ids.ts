import type zhTW from "./zh-TW.json";

/** Every text id of the feature: `useT<NoticesMessageId | UiMessageId>()` refuses others. */
export type NoticesMessageId = keyof typeof zhTW;
