import type zhTW from "./zh-TW.json";

/** Every text id of the feature: `useT<AttendanceMessageId | UiMessageId>()` refuses others. */
export type AttendanceMessageId = keyof typeof zhTW;
