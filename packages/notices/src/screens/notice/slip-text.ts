import type { NoticeSlip } from "@campus/contract/notices";

/** The form's values: one per question (an option's index as text, or the text typed) and the PIN. */
export interface ReplyFormValues {
  answers: (string | null)[];
  pin: string;
}

/** A blank reply: no option chosen, no text written. */
export const blankReply = (slip: NoticeSlip): ReplyFormValues => ({
  answers: slip.questions.map((question) => (question.kind === "choice" ? null : "")),
  pin: "",
});

/**
 * The answers the server takes, in question order: an option's index for a choice, the text
 * for a text (null when nothing was written or chosen).
 */
export function toAnswers(slip: NoticeSlip, values: ReplyFormValues): (number | string | null)[] {
  return slip.questions.map((question, index) => {
    const value = values.answers[index] ?? null;
    if (question.kind === "choice") return value === null || value === "" ? null : Number(value);
    return value === null || value.trim() === "" ? null : value;
  });
}
