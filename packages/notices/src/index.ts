export { noticesFeature } from "./feature";
export { loadNoticesMessages } from "./load-messages";
export type { NoticesMessageId } from "./messages/message-ids";
