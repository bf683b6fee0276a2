import { schoolDayOf } from "@campus/core";
import type { NoticeSlip } from "@campus/contract/notices";
import * as z from "zod/mini";

/*
 * A notice's reply slip as the office's slip page holds it, in zod's "mini" form: its shapes,
 * and its own checks in plain code (as the editor's audience). The server checks the same slip
 * with the contract's `noticeSlipSchema`, counts and lengths included; the page keeps those by
 * its inputs' lengths and its add buttons. The values sit under `slip`, as the request names
 * them, so a field the server refuses is said beside its input.
 */

/** An option of a choice as the form holds it: the school's Chinese, and English where written. */
export interface SlipOptionValues {
  zh: string;
  en: string;
}

/** A question as the form holds it: a choice keeps its options while it is a text. */
export interface SlipQuestionValues {
  kind: "choice" | "text";
  label_zh: string;
  label_en: string;
  required: boolean;
  options: SlipOptionValues[];
}

/** The slip as the form holds it. */
export interface SlipValues {
  deadline: string;
  sign: boolean;
  questions: SlipQuestionValues[];
}

/** A new question: a choice of two options, answered by every reply. */
export const newQuestion = (): SlipQuestionValues => ({
  kind: "choice",
  label_zh: "",
  label_en: "",
  required: true,
  options: [
    { zh: "", en: "" },
    { zh: "", en: "" },
  ],
});

type Issue = (path: (string | number)[], message: string) => void;

/**
 * A last day from today on, and each question and each of a choice's options written in
 * Chinese (the page keeps two options at least and the contract's counts at most).
 */
function checkSlip(slip: SlipValues, issue: Issue) {
  if (!slip.deadline) issue(["slip", "deadline"], "validation.required");
  else if (slip.deadline < schoolDayOf(new Date()))
    issue(["slip", "deadline"], "notices.error.deadlinePast");
  slip.questions.forEach((question, q) => {
    if (!question.label_zh.trim())
      issue(["slip", "questions", q, "label_zh"], "validation.required");
    if (question.kind === "choice")
      question.options.forEach((option, o) => {
        if (!option.zh.trim())
          issue(["slip", "questions", q, "options", o, "zh"], "validation.required");
      });
  });
}

export const slipFormSchema = z
  .object({
    slip: z.object({
      deadline: z.string(),
      sign: z.boolean(),
      questions: z.array(
        z.object({
          kind: z.enum(["choice", "text"]),
          label_zh: z.string(),
          label_en: z.string(),
          required: z.boolean(),
          options: z.array(z.object({ zh: z.string(), en: z.string() })),
        }),
      ),
    }),
  })
  .check(
    z.superRefine((form, ctx) =>
      checkSlip(form.slip, (path, message) => ctx.addIssue({ code: "custom", path, message })),
    ),
  );
export type SlipForm = z.infer<typeof slipFormSchema>;

/** The form's values from a saved slip, or a new one: one question ready, signed replies. */
export function slipValuesOf(slip: NoticeSlip | null): SlipForm {
  if (!slip) return { slip: { deadline: "", sign: true, questions: [newQuestion()] } };
  return {
    slip: {
      deadline: slip.deadline,
      sign: slip.sign,
      questions: slip.questions.map((question) => ({
        kind: question.kind,
        label_zh: question.label_zh,
        label_en: question.label_en ?? "",
        required: question.required,
        options:
          question.kind === "choice"
            ? question.options.map((option) => ({ zh: option.zh, en: option.en ?? "" }))
            : newQuestion().options,
      })),
    },
  };
}

/** The slip a checked form sends: texts trimmed; a text question sends no options. */
export function slipOf({ slip: { deadline, sign, questions } }: SlipForm): NoticeSlip {
  return {
    deadline,
    sign,
    questions: questions.map(({ kind, label_zh, label_en, required, options }) =>
      kind === "choice"
        ? {
            kind,
            label_zh: label_zh.trim(),
            label_en: label_en.trim(),
            required,
            options: options.map(({ zh, en }) => ({ zh: zh.trim(), en: en.trim() })),
          }
        : { kind, label_zh: label_zh.trim(), label_en: label_en.trim(), required },
    ),
  };
}
