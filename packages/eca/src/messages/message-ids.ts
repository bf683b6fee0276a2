import type zhTW from "./zh-TW.json";

/** Every text id of the feature: `useT<EcaMessageId | UiMessageId>()` refuses others. */
export type EcaMessageId = keyof typeof zhTW;
