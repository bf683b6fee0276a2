import type conversationsZhTW from "./conversations/zh-TW.json";
import type zhTW from "./zh-TW.json";

/**
 * Every text id of the feature: `useT<NoticesMessageId | UiMessageId>()` refuses others. The
 * conversations' texts (`conversations/`: messages with families, notifications) load only with
 * those pages (`ConversationsTexts`).
 */
export type NoticesMessageId = keyof typeof zhTW | keyof typeof conversationsZhTW;
