import { badClass, optionalText, parseClasses, requiredText } from "@campus/contract";
import {
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_AUDIENCES,
  NOTICE_BODY_MAX,
  NOTICE_CLASSES_MAX,
  NOTICE_TITLE_MAX,
  type NoticeAudience,
  type NoticeAudienceKind,
  type OfficeNotice,
  type SaveNotice,
} from "@campus/contract/notices";
import * as z from "zod/mini";

/*
 * The editor's form, in zod's "mini" form from the contract's own text fields and limits (the
 * server checks the same request with `saveNoticeSchema`; classic zod stays off the page). Its
 * classes are the text as typed ("4a, 4B"): read into the list the request sends on saving.
 */

export const noticeFormSchema = z
  .object({
    title_zh: requiredText(NOTICE_TITLE_MAX),
    title_en: optionalText(NOTICE_TITLE_MAX),
    body_zh: requiredText(NOTICE_BODY_MAX),
    body_en: optionalText(NOTICE_BODY_MAX),
    kind: z.enum(NOTICE_AUDIENCES, { error: "validation.invalidOption" }),
    grades: z.array(z.number({ error: "validation.invalidType" })),
    classes: z.string(),
    /** Its files' ids, as uploaded (each checked by the server when it came). */
    attachments: z
      .array(z.number({ error: "validation.invalidType" }))
      .check(z.maxLength(NOTICE_ATTACHMENTS_MAX, { error: "validation.tooManyFiles" })),
  })
  .check(
    z.superRefine((form, ctx) => {
      // Plain checks, as the calendar's event form: zod's own would grow every form's chunk.
      if (form.kind === "grades") {
        if (form.grades.length === 0)
          ctx.addIssue({ code: "custom", path: ["grades"], message: "validation.required" });
        else if (form.grades.some((grade) => !Number.isInteger(grade) || grade < 1 || grade > 6))
          ctx.addIssue({ code: "custom", path: ["grades"], message: "validation.invalidOption" });
      }
      if (form.kind === "classes") {
        const classes = parseClasses(form.classes);
        const bad = badClass(form.classes);
        if (classes.length === 0)
          ctx.addIssue({ code: "custom", path: ["classes"], message: "validation.required" });
        // The class is named: the field says which one to correct (`classesInvalid`).
        else if (bad !== undefined)
          ctx.addIssue({
            code: "custom",
            path: ["classes"],
            message: "validation.invalid",
            params: { value: bad },
          });
        else if (classes.length > NOTICE_CLASSES_MAX)
          ctx.addIssue({
            code: "custom",
            path: ["classes"],
            message: "validation.tooManyItems",
            params: { max: NOTICE_CLASSES_MAX },
          });
      }
    }),
  );
export type NoticeForm = z.input<typeof noticeFormSchema>;
export type NoticeFormOutput = z.output<typeof noticeFormSchema>;

/** The form's values from a draft as saved, or blank for a new one (for the whole school). */
export function valuesOf(notice: OfficeNotice | null): NoticeForm {
  const audience = notice?.audience ?? { kind: "school" };
  return {
    title_zh: notice?.title_zh ?? "",
    title_en: notice?.title_en ?? "",
    body_zh: notice?.body_zh ?? "",
    body_en: notice?.body_en ?? "",
    kind: audience.kind,
    grades: audience.kind === "grades" ? audience.grades : [],
    classes: audience.kind === "classes" ? audience.classes.join(", ") : "",
    attachments: notice?.attachments.map((file) => file.id) ?? [],
  };
}

/** Whom the checked form names: only the chosen kind's grades or classes go. */
function audienceOf(form: NoticeFormOutput): NoticeAudience {
  const kind: NoticeAudienceKind = form.kind;
  if (kind === "grades") return { kind, grades: [...form.grades].sort((a, b) => a - b) };
  if (kind === "classes") return { kind, classes: parseClasses(form.classes) };
  return { kind };
}

/** The request for a checked form: the draft's id when it has one, texts as normalised. */
export function toSaveNotice(form: NoticeFormOutput, id: number | undefined): SaveNotice {
  return {
    ...(id === undefined ? {} : { id }),
    title_zh: form.title_zh,
    title_en: form.title_en ?? "",
    body_zh: form.body_zh,
    body_en: form.body_en ?? "",
    audience: audienceOf(form),
    attachments: form.attachments,
  };
}
