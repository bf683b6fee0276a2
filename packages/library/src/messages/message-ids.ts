import type zhTW from "./zh-TW.json";

/** Every id the library's texts define (`library.*`): `useT<LibraryMessageId | UiMessageId>()`. */
export type LibraryMessageId = keyof typeof zhTW;
