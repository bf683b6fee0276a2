import { z } from "zod";
import { idField, optionalText, requiredText } from "../fields";
import { pageOf, pageRequestSchema } from "../paging";
import {
  NOTICE_BODY_MAX,
  NOTICE_CLASSES_MAX,
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
        .array(z.string().regex(/^[1-6][A-Z]$/, { error: "validation.invalid" }))
        .min(1, { error: "validation.required" })
        .max(NOTICE_CLASSES_MAX, { error: "validation.tooManyItems" }),
    }),
  ],
  { error: "validation.invalidOption" },
);
export type NoticeAudience = z.infer<typeof noticeAudienceSchema>;

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
  /** Who it is for, as the office chose. */
  audience: noticeAudienceSchema,
  /** When it was sent; null while a draft. */
  published_at: z.string().nullable(),
  /** How many children it was sent for (fixed when sent). */
  recipients: z.number().int().nonnegative(),
  /** For how many of those children someone of the family has opened it. */
  read: z.number().int().nonnegative(),
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
});
export type SaveNotice = z.input<typeof saveNoticeSchema>;

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
