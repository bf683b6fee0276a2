import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { payAnswerSchema, payNotifySchema } from "../payments/schemas";
import { feesRoutes } from "./routes";
import {
  childGroupsSchema,
  familyFeeSchema,
  familyFeesRequestSchema,
  familyFeesSchema,
  feeDueRequestSchema,
  feeDuesRequestSchema,
  feeItemDetailSchema,
  feeItemInputSchema,
  feeItemPageSchema,
  feeItemRequestSchema,
  feeItemSchema,
  feePayRequestSchema,
  feeRefundRequestSchema,
  feeSlipDecisionSchema,
  feeSlipRequestSchema,
  officeDuePageSchema,
  officeDueSchema,
} from "./schemas";
import { pageRequestSchema } from "../paging";

const tag = "fees";

export const feesFamily = defineEndpoint(feesRoutes.feesFamily, {
  body: familyFeesRequestSchema,
  response: familyFeesSchema,
  tag,
  summary:
    "The current child's school fees, one page: those still to pay (earliest last day first) or the history (paid and refunded, latest first), with what is owed in all and the online methods the school takes.",
});

export const feesPay = defineEndpoint(feesRoutes.feesPay, {
  body: feePayRequestSchema,
  response: payAnswerSchema,
  tag,
  summary:
    "Opens an order for one of the current child's unpaid fees with WeChat Pay or Alipay (an unpaid order is asked about first, then replaced; a slip waiting for the office refuses) and answers where to pay.",
});

export const feesPaymentResult = defineEndpoint(feesRoutes.feesPaymentResult, {
  body: feeDueRequestSchema,
  response: familyFeeSchema,
  tag,
  summary:
    "The fee after asking the provider how its open order stands (the result page asks it): never inferred from the browser's return.",
});

export const feesUploadSlip = defineEndpoint(feesRoutes.feesUploadSlip, {
  body: feeSlipRequestSchema,
  response: familyFeeSchema,
  tag,
  summary:
    "Pays a fee by the bank's deposit slip (an image or a PDF, checked by content), waiting for the office; it replaces a slip still waiting and an unpaid online order.",
});

export const feesPayNotify = defineEndpoint(feesRoutes.feesPayNotify, {
  body: payNotifySchema,
  response: z.object({ accepted: z.boolean() }),
  tag,
  summary:
    "The payment provider's notification that a fee's order is paid: signed (verified against the shared key), checked against the order's amount; a repeat changes nothing.",
});

export const feesItems = defineEndpoint(feesRoutes.feesItems, {
  body: pageRequestSchema,
  response: feeItemPageSchema,
  tag,
  summary:
    "The school's fees, one page, latest last day first, each with its counts and what was collected.",
});

export const feesItem = defineEndpoint(feesRoutes.feesItem, {
  body: feeItemRequestSchema,
  response: feeItemDetailSchema,
  tag,
  summary: "One fee and its counts class by class: who has paid, who is paying, who has not.",
});

export const feesChildGroups = defineEndpoint(feesRoutes.feesChildGroups, {
  response: childGroupsSchema,
  tag,
  summary:
    "The groups of children a fee may be set for beyond the roster's: those whose family chose an option on a sent notice's reply slip (the latest notices first), each with how many children it holds now.",
});

export const feesCreateItem = defineEndpoint(feesRoutes.feesCreateItem, {
  body: feeItemInputSchema,
  response: feeItemSchema,
  tag,
  summary:
    "Sets a fee for its audience: every child on today's roster it names owes it from now (the families are told), payable until its last day and after.",
});

export const feesDues = defineEndpoint(feesRoutes.feesDues, {
  body: feeDuesRequestSchema,
  response: officeDuePageSchema,
  tag,
  summary:
    "A fee's children, one page, by class and class number: where each stands and their latest payment (a waiting slip to decide).",
});

export const feesDecideSlip = defineEndpoint(feesRoutes.feesDecideSlip, {
  body: feeSlipDecisionSchema,
  response: officeDueSchema,
  tag,
  summary:
    "The office confirms a waiting deposit slip (the fee is paid, a receipt numbered) or rejects it with a reason (unpaid again; the family is told).",
});

export const feesRefund = defineEndpoint(feesRoutes.feesRefund, {
  body: feeRefundRequestSchema,
  response: officeDueSchema,
  tag,
  summary:
    "Gives a paid fee back, with a reason: through the provider for an online payment (its word first: a refund that fails changes nothing), marked refunded for a slip the school repays itself.",
});

/** Every endpoint of the feature, by id: one spread in the contract's table (src/endpoints.ts). */
export const feesEndpoints = {
  feesFamily,
  feesPay,
  feesPaymentResult,
  feesUploadSlip,
  feesPayNotify,
  feesItems,
  feesItem,
  feesChildGroups,
  feesCreateItem,
  feesDues,
  feesDecideSlip,
  feesRefund,
} as const;
