import {
  answerText,
  questionText,
  type NoticeReply,
  type NoticeSlip,
} from "@campus/contract/notices";
import { useLocale, useT } from "@campus/core";
import { theme } from "@campus/ui";
import styled from "styled-components";
import type { NoticesMessageId } from "../messages/message-ids";
import { SlipWords } from "./slip-words";

/** The questions and what was answered, as text (what a family wrote is never markup). */
const Answers = styled.dl<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => (p.$compact ? theme.space.xs : theme.space.md)};
  margin: 0;
  dt {
    overflow-wrap: anywhere;
    ${(p) =>
      p.$compact
        ? `color: ${theme.color.textSecondary}; font-size: ${theme.font.size.sm};`
        : `font-weight: ${theme.font.weight.medium};`}
  }
  dd {
    margin: ${theme.space.xxs} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/**
 * A reply's answers, each under its question, in the reader's language (the Chinese marked
 * where it stands in for English): on the family's notice, and compact in the office's list.
 */
export function ReplyAnswers({
  slip,
  reply,
  compact = false,
}: {
  slip: NoticeSlip;
  reply: NoticeReply;
  compact?: boolean;
}) {
  const t = useT<NoticesMessageId>();
  const locale = useLocale();
  return (
    <Answers $compact={compact}>
      {slip.questions.map((question, index) => {
        const answer = answerText(question, reply.answers[index], locale);
        return (
          <div key={index}>
            <dt>
              <SlipWords text={questionText(question, locale)} />
            </dt>
            <dd>{answer ? <SlipWords text={answer} /> : t("notices.slip.noAnswer")}</dd>
          </div>
        );
      })}
    </Answers>
  );
}
