import { z } from "zod";
import { idField, optionalText, requiredText } from "../fields";
import { pageOf, pageRequestSchema } from "../paging";
import { DAY_PATTERN, isRealDay } from "../calendar/values";
import { attachmentSchema } from "../schemas/uploads";
import {
  CONVERSATION_FILTERS,
  FAMILY_MESSAGE_MAX,
  MESSAGE_SIDES,
  NOTICE_ANSWER_MAX,
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_BODY_MAX,
  NOTICE_CLASS_PATTERN,
  NOTICE_CLASSES_MAX,
  NOTICE_OPTION_TEXT_MAX,
  NOTICE_OPTIONS_MAX,
  NOTICE_QUESTION_TEXT_MAX,
  NOTICE_QUESTIONS_MAX,
  NOTICE_RECIPIENT_FILTERS,
  NOTICE_SIGNED_WITH,
  NOTICE_STATUSES,
  NOTICE_TITLE_MAX,
  SIGNING_PIN_PATTERN,
} from "./values";

/*
 * Notices' API shapes (decision 0044). A notice is written in the school's languages: Chinese
 * always, English where the school writes it (a reader of English gets the Chinese otherwise).
 */

/** Who a notice is for: the whole school, grades 1–6, or classes ("4A"), as the calendar's events. */
export const noticeAudienceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      /** Every student of the school. */
      kind: z.literal("school"),
    }),
    z.object({
      /** The students of some grades. */
      kind: z.literal("grades"),
      /** Grades 1–6, as the classes' first digit ("4A" is in grade 4). */
      grades: z
        .array(
          z
            .number({ error: "validation.invalidType" })
            .int({ error: "validation.invalidOption" })
            .min(1, { error: "validation.invalidOption" })
            .max(6, { error: "validation.invalidOption" }),
        )
        .min(1, { error: "validation.required" })
        .max(6, { error: "validation.invalidOption" }),
    }),
    z.object({
      /** The students of some classes. */
      kind: z.literal("classes"),
      /** Classes as the roster names them ("4A"). */
      classes: z
        .array(z.string().regex(NOTICE_CLASS_PATTERN, { error: "validation.invalid" }))
        .min(1, { error: "validation.required" })
        .max(NOTICE_CLASSES_MAX, { error: "validation.tooManyItems" }),
    }),
  ],
  { error: "validation.invalidOption" },
);
export type NoticeAudience = z.infer<typeof noticeAudienceSchema>;

/** A choice a slip offers, in Chinese and, where the school writes it, English. */
const slipOptionSchema = z.object({
  /** The option in Chinese ("參加"). */
  zh: requiredText(NOTICE_OPTION_TEXT_MAX),
  /** The option in English; empty: readers of English get the Chinese. */
  en: optionalText(NOTICE_OPTION_TEXT_MAX),
});

/** A question on a reply slip: one choice among options, or a short text. */
export const slipQuestionSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      /** One choice among the options. */
      kind: z.literal("choice"),
      /** The question in Chinese ("貴子弟會否參加？"). */
      label_zh: requiredText(NOTICE_QUESTION_TEXT_MAX),
      /** The question in English, where the school writes it. */
      label_en: optionalText(NOTICE_QUESTION_TEXT_MAX),
      /** Two to eight options. */
      options: z
        .array(slipOptionSchema)
        .min(2, { error: "validation.required" })
        .max(NOTICE_OPTIONS_MAX, { error: "validation.tooManyItems" }),
      /** Whether a reply must answer it (a choice usually must). */
      required: z.boolean({ error: "validation.invalidType" }),
    }),
    z.object({
      /** A short text the guardian writes (a dietary need, a contact number). */
      kind: z.literal("text"),
      /** The question in Chinese. */
      label_zh: requiredText(NOTICE_QUESTION_TEXT_MAX),
      /** The question in English, where the school writes it. */
      label_en: optionalText(NOTICE_QUESTION_TEXT_MAX),
      /** Whether a reply must answer it. */
      required: z.boolean({ error: "validation.invalidType" }),
    }),
  ],
  { error: "validation.invalidOption" },
);
export type SlipQuestion = z.output<typeof slipQuestionSchema>;

/** A notice's reply slip: its questions, the last day to reply and whether replies are signed. */
export const noticeSlipSchema = z.object({
  /** One to ten questions, asked in this order. */
  questions: z
    .array(slipQuestionSchema)
    .min(1, { error: "validation.required" })
    .max(NOTICE_QUESTIONS_MAX, { error: "validation.tooManyItems" }),
  /** The last school day to reply (YYYY-MM-DD, Hong Kong time; replies close at its end). */
  deadline: z
    .string({ error: "validation.required" })
    .regex(DAY_PATTERN, { error: "validation.invalid" })
    .refine(isRealDay, { error: "validation.invalid" }),
  /** Whether a reply is signed with the guardian's PIN (decision 0044). */
  sign: z.boolean({ error: "validation.invalidType" }),
});
export type NoticeSlip = z.output<typeof noticeSlipSchema>;

/** A reply's answers, one per question in order: an option's index, a text, or null (skipped). */
const answerSchema = z.union(
  [
    z
      .number()
      .int({ error: "validation.invalidOption" })
      .nonnegative({ error: "validation.invalidOption" }),
    z.string().max(NOTICE_ANSWER_MAX, { error: "validation.tooLong" }),
    z.null(),
  ],
  { error: "validation.invalidType" },
);

/** The reply a family gave for a child: what was answered, who signed, when and how. */
export const noticeReplySchema = z.object({
  /** One per question in order: an option's index (0 is the first), a text, or null. */
  answers: z.array(answerSchema),
  /** The guardian who replied (their name as the school has it). */
  signed_by: z.string(),
  /** When (ISO 8601). */
  signed_at: z.string(),
  /** With the guardian's PIN, or unsigned where the slip asks for no signature. */
  signed_with: z.enum(NOTICE_SIGNED_WITH),
});
export type NoticeReply = z.infer<typeof noticeReplySchema>;

/** A notice as a family reads it: for one child, read or not. */
export const noticeSchema = z.object({
  /** The notice's id. */
  id: z.number().int().positive(),
  /** Its title in Chinese (as the school writes it). */
  title_zh: z.string(),
  /** Empty where the school wrote it in Chinese only. */
  title_en: z.string(),
  /** Its text in Chinese: plain text, its lines as written. */
  body_zh: z.string(),
  /** Its text in English; empty where the school wrote it in Chinese only. */
  body_en: z.string(),
  /** Its files (a PDF letter, a form to print), in the school's order; `url` downloads one. */
  attachments: z.array(attachmentSchema),
  /** When it was sent (ISO 8601). */
  published_at: z.string(),
  /** The child it came for (a family with two children at the school gets one each). */
  child: z.object({
    /** The child's user id. */
    id: z.number().int().positive(),
    /** The child's Chinese name. */
    name_zh: z.string(),
    /** The child's English name. */
    name_en: z.string(),
  }),
  /** When someone of the family first opened it for this child; null: not yet. */
  read_at: z.string().nullable(),
  /** Its reply slip; null: a notice to read only. */
  slip: noticeSlipSchema.nullable(),
  /** The family's reply for this child; null: none yet (or the school reopened it). */
  reply: noticeReplySchema.nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticePageSchema = pageOf(noticeSchema);

/** The family's notices, unread first, then newest; `childId`: one child's only. */
export const noticesRequestSchema = pageRequestSchema.extend({
  /** One of the caller's children (a user id); absent: all of them. */
  childId: z.optional(idField()),
});

/** One notice for one child: opening it marks it read. */
export const noticeDetailRequestSchema = z.object({
  /** The notice's id. */
  id: idField(),
  /** The child it is read for: one of the caller's children it was sent for. */
  childId: idField(),
});

/** A notice as the office sees it: its audience and, once sent, how many have read it. */
export const officeNoticeSchema = z.object({
  /** The notice's id. */
  id: z.number().int().positive(),
  /** `draft` while being written; `published` once sent. */
  status: z.enum(NOTICE_STATUSES),
  /** Its title in Chinese. */
  title_zh: z.string(),
  /** Its title in English; empty where there is none. */
  title_en: z.string(),
  /** Its text in Chinese. */
  body_zh: z.string(),
  /** Its text in English; empty where there is none. */
  body_en: z.string(),
  /** Its files, in the order the families see them. */
  attachments: z.array(attachmentSchema),
  /** Who it is for, as the office chose. */
  audience: noticeAudienceSchema,
  /** When it was sent; null while a draft. */
  published_at: z.string().nullable(),
  /**
   * A draft the server sends on its own at this time (ISO 8601); null: the office sends it. A
   * time gone by on a draft: it could not be sent then (its audience had no child, its slip's
   * last day had passed), and waits for the office.
   */
  publish_at: z.string().nullable(),
  /** How many children it was sent for (fixed when sent). */
  recipients: z.number().int().nonnegative(),
  /** For how many of those children someone of the family has opened it. */
  read: z.number().int().nonnegative(),
  /** Its reply slip; null: a notice to read only. */
  slip: noticeSlipSchema.nullable(),
  /** For how many of those children a family has replied (0 without a slip). */
  replied: z.number().int().nonnegative(),
  /** How many times the office reminded the families without a reply. */
  reminders: z.number().int().nonnegative(),
  /** When it last did (ISO 8601); null: never. */
  reminded_at: z.string().nullable(),
  /** When it was last written or sent (ISO 8601). */
  updated_at: z.string(),
});
export type OfficeNotice = z.infer<typeof officeNoticeSchema>;

export const officeNoticePageSchema = pageOf(officeNoticeSchema);

/** A notice written or changed (a draft only: a sent notice is not rewritten). */
export const saveNoticeSchema = z.object({
  /** The draft changed; absent: a new draft. */
  id: z.optional(idField()),
  /** Its title in Chinese (required). */
  title_zh: requiredText(NOTICE_TITLE_MAX),
  /** Its title in English, where the school writes one. */
  title_en: optionalText(NOTICE_TITLE_MAX),
  /** Its text in Chinese (required): plain text. */
  body_zh: requiredText(NOTICE_BODY_MAX),
  /** Its text in English, where the school writes one. */
  body_en: optionalText(NOTICE_BODY_MAX),
  /** Who it is for. */
  audience: noticeAudienceSchema,
  /**
   * Its files by id (uploaded by `noticeUploadAttachment`), in the order shown; absent: a draft's
   * files stay as they are.
   */
  attachments: z.optional(
    z
      .array(
        z
          .number({ error: "validation.invalidType" })
          .int({ error: "validation.invalid" })
          .positive({ error: "validation.invalid" })
          .max(2_147_483_647, { error: "validation.invalid" }),
      )
      .max(NOTICE_ATTACHMENTS_MAX, { error: "validation.tooManyFiles" }),
  ),
  /** Its reply slip; null: none (a notice to read only); absent: a draft's slip stays as it is. */
  slip: z.optional(noticeSlipSchema.nullable()),
});
export type SaveNotice = z.input<typeof saveNoticeSchema>;

/** A guardian's reply on a notice's slip for one child, signed with their PIN where asked. */
export const replyNoticeSchema = z.object({
  /** The notice's id. */
  id: idField(),
  /** The child replied for: one of the caller's children the notice was sent for. */
  childId: idField(),
  /** One per question in order: an option's index, a text, or null for a question skipped. */
  answers: z.array(answerSchema).max(NOTICE_QUESTIONS_MAX, { error: "validation.tooManyItems" }),
  /** The guardian's signing PIN, where the slip is signed. */
  pin: z.optional(
    z.string({ error: "validation.required" }).regex(SIGNING_PIN_PATTERN, {
      error: "validation.invalid",
    }),
  ),
});
export type ReplyNotice = z.input<typeof replyNoticeSchema>;

/** A sent notice's children per class, as they were when it was sent, with how many have read and replied. */
export const noticeClassCountsSchema = z.object({
  classes: z.array(
    z.object({
      /** The class the child was in when the notice was sent ("4A"; empty: none on the roster). */
      class_name: z.string(),
      /** How many children of the class it was sent for. */
      recipients: z.number().int().nonnegative(),
      /** For how many of them someone of the family has opened it. */
      read: z.number().int().nonnegative(),
      /** For how many of them a family has replied on its slip (0 without a slip). */
      replied: z.number().int().nonnegative(),
    }),
  ),
});
export type NoticeClassCounts = z.infer<typeof noticeClassCountsSchema>;

/** A page of a sent notice's children: one class's or all, everyone or those still to read or reply. */
export const noticeRecipientsRequestSchema = pageRequestSchema.extend({
  /** The notice's id. */
  id: idField(),
  /** One class ("4A"); absent: every class. */
  class_name: z.optional(
    z
      .string({ error: "validation.invalidType" })
      .regex(NOTICE_CLASS_PATTERN, { error: "validation.invalid" }),
  ),
  /** `all` (the default), `unread` or `unreplied`. */
  filter: z.optional(z.enum(NOTICE_RECIPIENT_FILTERS, { error: "validation.invalidOption" })),
});

/** One child a notice was sent for, as the office tracks it: read, replied, and how. */
export const noticeRecipientSchema = z.object({
  /** The child's user id. */
  id: z.number().int().positive(),
  /** The child's Chinese name. */
  name_zh: z.string(),
  /** The child's English name. */
  name_en: z.string(),
  /** The class the child was in when the notice was sent. */
  class_name: z.string(),
  /** The child's number in the class today; null where the roster has none. */
  class_number: z.number().int().nullable(),
  /** When someone of the family first opened it for the child; null: not yet. */
  read_at: z.string().nullable(),
  /** The current reply; null: none yet (or the office reopened it). */
  reply: noticeReplySchema.nullable(),
  /** How many earlier replies the office reopened for this child. */
  reopened: z.number().int().nonnegative(),
});
export type NoticeRecipient = z.infer<typeof noticeRecipientSchema>;

export const noticeRecipientPageSchema = pageOf(noticeRecipientSchema);

/** A reminder sent: to how many families, for how many children, and the notice as it stands. */
export const noticeRemindedSchema = z.object({
  /** The children without a reply, whose families were reminded. */
  children: z.number().int().nonnegative(),
  /** The guardians a message went to (by text, e-mail or both). */
  guardians: z.number().int().nonnegative(),
  notice: officeNoticeSchema,
});
export type NoticeReminded = z.infer<typeof noticeRemindedSchema>;

/** The office reopens one child's reply: the family may reply again (the earlier reply is kept). */
export const reopenReplySchema = z.object({
  /** The notice's id. */
  id: idField(),
  /** The child whose reply is reopened. */
  childId: idField(),
  /** Why (kept with the reply; the family is not shown it). */
  reason: requiredText(200),
});
export type ReopenReply = z.input<typeof reopenReplySchema>;

/** Whether the guardian has set the PIN they sign reply slips with. */
export const signingPinStateSchema = z.object({
  /** True once a PIN is set; signing asks for it. */
  has_pin: z.boolean(),
});
export type SigningPinState = z.infer<typeof signingPinStateSchema>;

/** A signing PIN set or changed: the account's password first (whoever holds the phone is not enough). */
export const setSigningPinSchema = z.object({
  /** The account's password, checked as a sign-in is (a wrong one counts as a failed sign-in). */
  current_password: z
    .string({ error: "validation.required" })
    .min(1, { error: "validation.required" })
    .max(200, { error: "validation.tooLong" }),
  /** The new PIN: four to six digits, not one digit repeated nor a run (1234, 9876). */
  pin: z.string({ error: "validation.required" }).regex(SIGNING_PIN_PATTERN, {
    error: "validation.invalid",
  }),
});
export type SetSigningPin = z.input<typeof setSigningPinSchema>;

// ── Short messages between the school and a family (decision 0048) ───────────────────────

/** A person as a message names them. */
const messagePerson = z.object({
  /** Their Chinese name. */
  name_zh: z.string(),
  /** Their English name. */
  name_en: z.string(),
});

/** One message of a family's conversation with the school about a child. */
export const familyMessageSchema = z.object({
  /** The message's id. */
  id: z.number().int().positive(),
  /** Who wrote it: `school` (a class teacher, the office) or `family` (a guardian). */
  side: z.enum(MESSAGE_SIDES),
  /** The writer. */
  author: messagePerson,
  /** The words, as written (plain text). */
  body: z.string(),
  /** When it was sent (ISO 8601). */
  sent_at: z.string(),
  /** The class it went to as a whole ("4A"), the same words to every family; null: to this family. */
  to_class: z.string().nullable(),
  /** Written by the other side and not yet opened by the reader. */
  unread: z.boolean(),
});
export type FamilyMessage = z.infer<typeof familyMessageSchema>;

export const familyMessagePageSchema = pageOf(familyMessageSchema);

/** A guardian writes to the class teacher about the child they act for. */
export const familyMessageReplySchema = z.object({
  /** The words (plain text). */
  body: requiredText(FAMILY_MESSAGE_MAX),
});
export type FamilyMessageReply = z.input<typeof familyMessageReplySchema>;

/** The child a conversation is about, as the school names them. */
export const conversationChildSchema = z.object({
  /** The student's user id. */
  id: z.number().int().positive(),
  /** The student's Chinese name. */
  name_zh: z.string(),
  /** The student's English name. */
  name_en: z.string(),
  /** Their class ("4A"); null: none. */
  class_name: z.string().nullable(),
  /** Their number in the class register; null: none. */
  class_number: z.number().int().nullable(),
});

/** One child of the caller's classes, with the family's conversation's last message. */
export const conversationSchema = z.object({
  /** The conversation's id: its child's. */
  id: z.number().int().positive(),
  /** The child the conversation is about. */
  child: conversationChildSchema,
  /** The newest message either way; null: none yet. */
  last: familyMessageSchema.nullable(),
  /** How many of the family's messages the caller has not opened. */
  unread: z.number().int().nonnegative(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** The children of the caller's classes, the conversations with news first. */
export const conversationPageSchema = pageOf(conversationSchema).extend({
  /** The classes the caller writes to (a class teacher's own; the office: every class). */
  classes: z.array(z.string()),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** Which conversations: one class's or all the caller keeps; all or those with unread news. */
export const conversationsRequestSchema = pageRequestSchema.extend({
  /** `all` (default), or `unread`: a family's message the caller has not opened. */
  filter: z.enum(CONVERSATION_FILTERS, { error: "validation.invalidOption" }).default("all"),
  /** One class ("4A"); absent: every class the caller keeps. */
  class_name: optionalText(8),
});

/** One child's conversation as the school reads it: the child, and a page of its messages. */
export const childConversationSchema = familyMessagePageSchema.extend({
  /** The child it is about. */
  child: conversationChildSchema,
});
export type ChildConversation = z.infer<typeof childConversationSchema>;

/** One child's conversation, a page of it, the newest first. */
export const conversationRequestSchema = pageRequestSchema.extend({
  /** The child it is about. */
  child_id: idField(),
});

/** Whom the school writes to: every family of a class, or one child's family. */
export const messageRecipientSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      /** Every family of a class. */
      kind: z.literal("class"),
      /** The class ("4A"). */
      class_name: requiredText(8),
    }),
    z.object({
      /** One child's family. */
      kind: z.literal("family"),
      /** The child. */
      child_id: idField(),
    }),
  ],
  { error: "validation.invalidOption" },
);

export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

/** A message from the school: to one child's family, or to every family of a class. */
export const sendFamilyMessageSchema = z.object({
  /** Whom it goes to. */
  to: messageRecipientSchema,
  /** The words (plain text). */
  body: requiredText(FAMILY_MESSAGE_MAX),
});
export type SendFamilyMessage = z.input<typeof sendFamilyMessageSchema>;

/** What a message from the school reached. */
export const familyMessageSentSchema = z.object({
  /** Families it was written to (children of the class, or one). */
  families: z.number().int().nonnegative(),
  /** Texts and e-mails the providers took for it. */
  delivered: z.number().int().nonnegative(),
});
