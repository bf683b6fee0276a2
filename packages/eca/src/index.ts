export { ecaFeature } from "./feature";
export { loadEcaMessages } from "./load-messages";
export type { EcaMessageId } from "./messages/message-ids";
