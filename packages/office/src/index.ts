export { officeFeature } from "./feature";
export { loadOfficeMessages } from "./load-messages";
export type { OfficeMessageId } from "./messages/message-ids";
