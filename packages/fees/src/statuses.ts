import type { PaymentMethod } from "@campus/contract";
import type { FeeDueState } from "@campus/contract/fees";
import type { StatusTone } from "@campus/ui";
import type { FeesMessageId } from "./messages/message-ids";

/** Where a child's fee stands, in colour: the words (`fees.state.*`) say it either way. */
export const DUE_TONES: Record<FeeDueState, StatusTone> = {
  unpaid: "warning",
  paying: "primary",
  paid: "success",
  refunded: "neutral",
};

/** Where a child's fee stands, in words. */
export const DUE_WORDS: Record<FeeDueState, FeesMessageId> = {
  unpaid: "fees.state.unpaid",
  paying: "fees.state.paying",
  paid: "fees.state.paid",
  refunded: "fees.state.refunded",
};

/** How it was paid, in words. */
export const METHOD_WORDS: Record<PaymentMethod, FeesMessageId> = {
  wechat: "fees.method.wechat",
  alipay: "fees.method.alipay",
  slip: "fees.method.slip",
};
