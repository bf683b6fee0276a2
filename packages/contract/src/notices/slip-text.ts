import type { Locale } from "../locale";
import type { NoticeReply, SlipQuestion } from "./schemas";

/*
 * A slip's words for one reader, the same on the screens and in the office's workbook: the
 * English where the reader reads English and the school wrote it, the Chinese otherwise.
 */

/** A text of the slip for its reader, and whether it is the Chinese standing in for English. */
export interface SlipText {
  text: string;
  /** Chinese shown to a reader of English (the school wrote no English): marked as Chinese. */
  chinese: boolean;
}

/** The English where the reader reads English and the school wrote it; the Chinese otherwise. */
function inLocale(zh: string, en: string | undefined, locale: Locale): SlipText {
  const english = locale === "en-US" ? (en ?? "").trim() : "";
  return english ? { text: english, chinese: false } : { text: zh, chinese: locale === "en-US" };
}

/** A question as its reader reads it. */
export const questionText = (question: SlipQuestion, locale: Locale) =>
  inLocale(question.label_zh, question.label_en, locale);

/** An option of a choice as its reader reads it. */
export const optionText = (option: { zh: string; en?: string }, locale: Locale) =>
  inLocale(option.zh, option.en, locale);

/**
 * What a reply answered to a question: the chosen option's text, or the text written as it was
 * written; null for a question left unanswered (or an answer that no longer fits it).
 */
export function answerText(
  question: SlipQuestion,
  answer: NoticeReply["answers"][number] | undefined,
  locale: Locale,
): SlipText | null {
  if (answer === null || answer === undefined) return null;
  if (question.kind === "choice") {
    const option = typeof answer === "number" ? question.options[answer] : undefined;
    return option ? optionText(option, locale) : null;
  }
  return typeof answer === "string" && answer.trim() !== ""
    ? { text: answer, chinese: false }
    : null;
}
