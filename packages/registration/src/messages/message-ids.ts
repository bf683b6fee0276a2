import type zhTW from "./zh-TW.json";

/** Every text id of the feature: `useT<RegistrationMessageId | UiMessageId>()` refuses others. */
export type RegistrationMessageId = keyof typeof zhTW;
