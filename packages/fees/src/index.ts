export { feesFeature } from "./feature";
export { loadFeesMessages } from "./load-messages";
export type { FeesMessageId } from "./messages/message-ids";
