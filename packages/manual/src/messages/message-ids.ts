import type zhTW from "./zh-TW.json";

/** Every text id of the manual: `useT<ManualMessageId | UiMessageId>()` refuses others. */
export type ManualMessageId = keyof typeof zhTW;
