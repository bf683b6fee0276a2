import type importZhTW from "./import/zh-TW.json";
import type insightZhTW from "./insight/zh-TW.json";
import type zhTW from "./zh-TW.json";

/**
 * Every text id of the feature: `useT<EcaMessageId | UiMessageId>()` refuses others. The
 * insight's texts (`insight/`: recognition, dashboards, a student's detail) load only where they
 * show, inside `<InsightTexts>`; the import's (`import/`) with the import page.
 */
export type EcaMessageId = keyof typeof zhTW | keyof typeof insightZhTW | keyof typeof importZhTW;
