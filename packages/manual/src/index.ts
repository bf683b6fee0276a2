export { manualFeature } from "./feature";
export { loadManualMessages } from "./load-messages";
export { MANUAL, MANUAL_PAGE_INFO, manualPath } from "./routing/pages";
export { MANUAL_PAGES, MANUAL_SHOTS, type ManualDoc, type ManualPageId } from "./content/doc";
export type { ManualMessageId } from "./messages/message-ids";
