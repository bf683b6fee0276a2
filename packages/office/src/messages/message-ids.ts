import type recordsZhTW from "./records/zh-TW.json";
import type zhTW from "./zh-TW.json";

/**
 * Every text id of the feature: `useT<OfficeMessageId | UiMessageId>()` refuses others. The
 * records' texts (`records/`: the audit log's, the outbox's) load only with those pages
 * (`RecordsTexts`).
 */
export type OfficeMessageId = keyof typeof zhTW | keyof typeof recordsZhTW;
