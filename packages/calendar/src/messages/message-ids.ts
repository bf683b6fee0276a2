import type zhTW from "./zh-TW.json";

/** Every text id of the feature: `useT<CalendarMessageId | UiMessageId>()` refuses others. */
export type CalendarMessageId = keyof typeof zhTW;
