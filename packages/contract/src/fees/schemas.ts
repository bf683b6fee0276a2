import { z } from "zod";
import { DAY_PATTERN, isRealDay } from "../calendar/values";
import { idField, optionalText, requiredText } from "../fields";
import { noticeAudienceSchema } from "../notices/schemas";
import { pageOf, pageRequestSchema } from "../paging";
import {
  ONLINE_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  SLIP_DECISIONS,
} from "../payments/values";
import { uploadRequestSchema } from "../schemas/uploads";
import {
  FAMILY_FEE_VIEWS,
  FEE_AMOUNT_MAX,
  FEE_DUE_FILTERS,
  FEE_DUE_STATES,
  FEE_NOTE_MAX,
  FEE_REASON_MAX,
  FEE_STUDENTS_MAX,
  FEE_TITLE_MAX,
  FEES_EXPORT_DAYS_MAX,
  CHILD_GROUP_KEY,
} from "./values";

/*
 * School fees' API shapes (decision 0050). A fee is written in the school's languages (Chinese
 * always, English where the school writes it); amounts are in the currency's minor unit; days
 * are the school's ("2026-12-18").
 */

const invalidOption = { error: "validation.invalidOption" } as const;

/** A real calendar day ("2026-02-30" is refused). */
const dayField = () =>
  z
    .string({ error: "validation.required" })
    .regex(DAY_PATTERN, { error: "validation.invalid" })
    .refine((day) => isRealDay(day), { error: "validation.invalid" })
    .meta({ examples: ["2026-12-18"] });

/**
 * Who pays a fee: as a notice's audience (the whole school, grades, classes), students chosen
 * one by one (a lost textbook, a music exam), or the families who chose an option on a notice's
 * reply slip (the picnic's "參加").
 */
export const feeAudienceSchema = z.discriminatedUnion(
  "kind",
  [
    ...noticeAudienceSchema.options,
    z.object({
      /** Students chosen one by one. */
      kind: z.literal("students"),
      /** Their ids, each once. */
      student_ids: z
        .array(idField())
        .min(1, { error: "validation.required" })
        .max(FEE_STUDENTS_MAX, { error: "validation.tooManyItems" })
        .refine((ids) => new Set(ids).size === ids.length, { error: "validation.invalid" }),
    }),
    z.object({
      /** The children whose family chose an option on a notice's reply slip ("參加"). */
      kind: z.literal("replies"),
      /** The group, as `feesChildGroups` names it (`notice.question.option`). */
      key: z.string().regex(CHILD_GROUP_KEY, { error: "validation.invalidOption" }),
    }),
  ],
  invalidOption,
);
export type FeeAudience = z.infer<typeof feeAudienceSchema>;

/** A new fee: its words, amount, last day and who pays it. */
export const feeItemInputSchema = z.object({
  title_zh: requiredText(FEE_TITLE_MAX),
  title_en: optionalText(FEE_TITLE_MAX),
  note: optionalText(FEE_NOTE_MAX),
  /** In the currency's minor unit (12000 is HK$120.00). */
  amount: z
    .number({ error: "validation.required" })
    .int({ error: "validation.invalidType" })
    .min(1, { error: "validation.tooSmall" })
    .max(FEE_AMOUNT_MAX, { error: "validation.tooLarge" }),
  /** The last day to pay; today or later. */
  due_on: dayField(),
  audience: feeAudienceSchema,
});
export type FeeItemInput = z.input<typeof feeItemInputSchema>;
/** A new fee as the server reads it (checked and normalised). */
export type NewFeeItem = z.output<typeof feeItemInputSchema>;

/** How many children a fee is for, by where each stands. */
export const feeCountsSchema = z.object({
  /** The children it is for. */
  children: z.number().int(),
  /** Not paid, nothing waiting. */
  unpaid: z.number().int(),
  /** An online order or a deposit slip waiting. */
  paying: z.number().int(),
  /** Paid and kept. */
  paid: z.number().int(),
  /** Paid and given back. */
  refunded: z.number().int(),
  /** What was received and kept (paid, not refunded), in minor units. */
  collected: z.number().int(),
});
export type FeeCounts = z.infer<typeof feeCountsSchema>;

/** A fee as the office sees it. */
export const feeItemSchema = z.object({
  id: z.number().int().positive(),
  /** In the reader's language (the Chinese where no English is written). */
  title: z.string(),
  title_zh: z.string(),
  title_en: z.string(),
  note: z.string(),
  amount: z.number().int(),
  /** ISO 4217 ("HKD"). */
  currency: z.string(),
  due_on: z.string(),
  audience: feeAudienceSchema,
  created_at: z.string(),
  counts: feeCountsSchema,
});
export type FeeItem = z.infer<typeof feeItemSchema>;

export const feeItemPageSchema = pageOf(feeItemSchema);

/** A fee's counts class by class. */
export const feeClassSchema = feeCountsSchema.extend({
  /** As the roster names it ("4A"). */
  class_name: z.string(),
});
export type FeeClass = z.infer<typeof feeClassSchema>;

/** A fee and its classes: what the office follows up. */
export const feeItemDetailSchema = feeItemSchema.extend({ classes: z.array(feeClassSchema) });
export type FeeItemDetail = z.infer<typeof feeItemDetailSchema>;

/** One payment of a child's fee: online through a provider, or a deposit slip. */
export const feePaymentSchema = z.object({
  id: z.number().int().positive(),
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(PAYMENT_STATES),
  amount: z.number().int(),
  currency: z.string(),
  /** Our trade number ("F12-…"), as the provider and the bank statement carry it. */
  trade_no: z.string(),
  /** The provider's own number, once paid online. */
  provider_trade_no: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** The office's reason: a slip rejected, a fee refunded. */
  reason: z.string().nullable(),
  /** The receipt's number once paid ("FR2026-000012"). */
  receipt_no: z.string().nullable(),
  /** Where its deposit slip downloads; null for an online payment. */
  slip_url: z.string().nullable(),
});
export type FeePayment = z.infer<typeof feePaymentSchema>;

/** A fee a child owes or owed, as the family sees it. */
export const familyFeeSchema = z.object({
  /** The child's due (what `feesPay` and `feesUploadSlip` name). */
  id: z.number().int().positive(),
  title: z.string(),
  note: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  due_on: z.string(),
  state: z.enum(FEE_DUE_STATES),
  /** Unpaid after its last day. */
  overdue: z.boolean(),
  /** Its latest payment; null before any. */
  payment: feePaymentSchema.nullable(),
});
export type FamilyFee = z.infer<typeof familyFeeSchema>;

/** The current child's fees, one page, and what the family may pay with. */
export const familyFeesSchema = pageOf(familyFeeSchema).extend({
  /** How many fees are still to pay, and their sum (the page heading). */
  owing: z.object({ count: z.number().int(), amount: z.number().int(), currency: z.string() }),
  /** The online methods the school takes (none: deposit slips only). */
  methods: z.array(z.enum(ONLINE_PAYMENT_METHODS)),
});
export type FamilyFees = z.infer<typeof familyFeesSchema>;

export const familyFeesRequestSchema = pageRequestSchema.extend({
  view: z.enum(FAMILY_FEE_VIEWS, invalidOption).default("due"),
});

/** A child's fee, by its id. */
export const feeDueRequestSchema = z.object({ due_id: idField() });

/** Paying a child's fee online, by a provider. */
export const feePayRequestSchema = z.object({
  due_id: idField(),
  method: z.enum(ONLINE_PAYMENT_METHODS, invalidOption),
});

/** A deposit slip (an image or a PDF) for a child's fee. */
export const feeSlipRequestSchema = uploadRequestSchema("document").extend({ due_id: idField() });

/** A fee, by its id (the office). */
export const feeItemRequestSchema = z.object({ item_id: idField() });

/** The office's page of a fee's children: a class, and where they stand. */
export const feeDuesRequestSchema = pageRequestSchema.extend({
  item_id: idField(),
  class_name: z.string().max(20, { error: "validation.tooLong" }).optional(),
  filter: z.enum(FEE_DUE_FILTERS, invalidOption).default("all"),
});

/** A child's fee as the office sees it. */
export const officeDueSchema = z.object({
  /** The child's due. */
  id: z.number().int().positive(),
  student: z.object({
    /** The student's user id. */
    id: z.number().int().positive(),
    name: z.string(),
    class_name: z.string().nullable(),
    class_no: z.number().int().nullable(),
  }),
  amount: z.number().int(),
  currency: z.string(),
  state: z.enum(FEE_DUE_STATES),
  payment: feePaymentSchema.nullable(),
});
export type OfficeDue = z.infer<typeof officeDueSchema>;

export const officeDuePageSchema = pageOf(officeDueSchema);

/** The office's word on a waiting deposit slip; a rejection says why (the family reads it). */
export const feeSlipDecisionSchema = z.object({
  payment_id: idField(),
  decision: z.enum(SLIP_DECISIONS, invalidOption),
  /** Why it is rejected: required to reject. */
  reason: optionalText(FEE_REASON_MAX),
});

/** Giving a paid fee back, and why (a trip cancelled, a child who left). */
export const feeRefundRequestSchema = z.object({
  due_id: idField(),
  reason: requiredText(FEE_REASON_MAX, "validation.reasonRequired"),
});

/** The reconciliation's period: payments received (and refunds) from one day to another. */
export const feesExportQuerySchema = z
  .object({ from: dayField(), to: dayField() })
  .refine(({ from, to }) => from <= to, { error: "validation.invalid", path: ["to"] })
  .refine(
    ({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < FEES_EXPORT_DAYS_MAX,
    { error: "validation.tooLarge", path: ["to"] },
  );

/** A group of children the office may set a fee for: those who chose an option on a slip. */
export const childGroupSchema = z.object({
  /** What `audience.key` names. */
  key: z.string(),
  /** The notice, the question and the option, in the reader's language. */
  label: z.string(),
  /** How many children are in it now. */
  children: z.number().int(),
});
export type ChildGroup = z.infer<typeof childGroupSchema>;

/** The groups on offer, the latest notice first. */
export const childGroupsSchema = z.object({ groups: z.array(childGroupSchema) });
