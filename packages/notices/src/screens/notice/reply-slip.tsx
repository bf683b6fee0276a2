import {
  optionText,
  questionText,
  type Notice,
  type NoticeReply,
  type NoticeSlip,
} from "@campus/contract/notices";
import {
  formatDay,
  formatMomentTime,
  schoolDayOf,
  useIntl,
  useLocale,
  useSession,
  useT,
} from "@campus/core";
import { Button, Skeleton, theme, type UiMessageId } from "@campus/ui";
import { useId } from "react";
import styled from "styled-components";
import { useSigningPin } from "../../api/signing-pin";
import type { NoticesMessageId } from "../../messages/message-ids";
import { ReplyAnswers } from "../../components/reply-answers";
import { SlipWords } from "../../components/slip-words";
import { Problem, ReplyForm } from "./reply-form";
import { SigningPinForm } from "./signing-pin-form";

const Slip = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
`;

/** A line saying where the slip stands (replied, closed, for a parent). */
const Status = styled.p<{ $tone: "success" | "neutral" }>`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${(p) => (p.$tone === "success" ? theme.color.successSoft : theme.color.neutralSoft)};
  color: ${(p) => (p.$tone === "success" ? theme.color.success : theme.color.text)};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const Questions = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin: 0;
  padding-inline-start: ${theme.space.xl};
  overflow-wrap: anywhere;
  ul {
    margin: ${theme.space.xs} 0 0;
    padding-inline-start: ${theme.space.lg};
    color: ${theme.color.textSecondary};
  }
`;

/**
 * A notice's reply slip for one child (decision 0044), under its text: by when to reply, then
 * the family's reply as given (and who signed it), or — none yet — the form for a parent. After
 * the last day, or for a student, the questions are shown only.
 */
export function ReplySlip({ notice, slip }: { notice: Notice; slip: NoticeSlip }) {
  const t = useT<NoticesMessageId>();
  const intl = useIntl();
  const titleId = useId();
  const parent = useSession((s) => s.user?.roles.includes("parent") ?? false);
  // Replies close at the end of the last day, Hong Kong time, wherever the device is.
  const closed = schoolDayOf(new Date()) > slip.deadline;
  return (
    <Slip aria-labelledby={titleId}>
      <Head>
        <h3 id={titleId}>{t("notices.slip.title")}</h3>
        <p>{t("notices.slip.deadline", { date: formatDay(intl, slip.deadline) })}</p>
      </Head>
      {notice.reply ? (
        <SlipReply slip={slip} reply={notice.reply} />
      ) : closed ? (
        <>
          <Status $tone="neutral">{t("notices.slip.closed")}</Status>
          <SlipQuestions slip={slip} />
        </>
      ) : !parent ? (
        <>
          <SlipQuestions slip={slip} />
          <Status $tone="neutral">{t("notices.slip.parentReplies")}</Status>
        </>
      ) : slip.sign ? (
        <SignedReply notice={notice} slip={slip} />
      ) : (
        <ReplyForm notice={notice} slip={slip} />
      )}
    </Slip>
  );
}

/** The reply as given: each question and its answer, who replied (or signed) and when. */
function SlipReply({ slip, reply }: { slip: NoticeSlip; reply: NoticeReply }) {
  const t = useT<NoticesMessageId>();
  const intl = useIntl();
  const said = { name: reply.signed_by, time: formatMomentTime(intl, reply.signed_at) };
  return (
    <>
      <Status $tone="success">
        {reply.signed_with === "pin"
          ? t("notices.slip.signedBy", said)
          : t("notices.slip.repliedBy", said)}
      </Status>
      <ReplyAnswers slip={slip} reply={reply} />
      <Muted>{t("notices.slip.contactSchool")}</Muted>
    </>
  );
}

/** The questions to read only: each with its options. */
function SlipQuestions({ slip }: { slip: NoticeSlip }) {
  const locale = useLocale();
  return (
    <Questions>
      {slip.questions.map((question, index) => (
        <li key={index}>
          <SlipWords text={questionText(question, locale)} />
          {question.kind === "choice" && (
            <ul>
              {question.options.map((option, choice) => (
                <li key={choice}>
                  <SlipWords text={optionText(option, locale)} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </Questions>
  );
}

/** A signed slip: the parent's PIN is set first, if it is not yet; then the form asks for it. */
function SignedReply({ notice, slip }: { notice: Notice; slip: NoticeSlip }) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const pin = useSigningPin();
  if (pin.isError)
    return (
      <>
        <Problem role="alert">{t("notices.slip.pinLoadFailed")}</Problem>
        <div>
          <Button onClick={() => void pin.refetch()}>{t("notices.retry")}</Button>
        </div>
      </>
    );
  if (!pin.data) return <Skeleton lines={3} announce />;
  return pin.data.has_pin ? <ReplyForm notice={notice} slip={slip} /> : <SigningPinForm />;
}
