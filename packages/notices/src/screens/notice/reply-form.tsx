import {
  NOTICE_ANSWER_MAX,
  optionText,
  questionText,
  type Notice,
  type NoticeSlip,
  type SlipQuestion,
} from "@campus/contract/notices";
import { useLocale, useT } from "@campus/core";
import {
  Field,
  Form,
  Input,
  RadioGroup,
  SubmitButton,
  theme,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import { useMemo, type ComponentProps, type ReactNode } from "react";
import styled from "styled-components";
import { useReplyNotice } from "../../api/reply-notice";
import type { NoticesMessageId } from "../../messages/message-ids";
import { SlipWords } from "../../components/slip-words";
import { replyFormSchema } from "./reply-form-schema";
import { blankReply, toAnswers } from "./slip-text";

export const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

/**
 * A parent's reply to a slip for one child: a choice among its options or a short text per
 * question (the required ones marked), and the signing PIN where the slip is signed. Nothing
 * goes while a required question is unanswered; a refusal keeps everything typed, a wrong PIN
 * said beside the PIN. Once in, the page shows the reply (the notice as the server answered).
 */
export function ReplyForm({ notice, slip }: { notice: Notice; slip: NoticeSlip }) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const schema = useMemo(() => replyFormSchema(slip), [slip]);
  const form = useCampusForm(schema, { defaultValues: blankReply(slip) });
  const { reply } = useReplyNotice();
  const sending = useFormAction(form, {
    run: (values) =>
      reply({
        id: notice.id,
        childId: notice.child.id,
        answers: toAnswers(slip, values),
        ...(slip.sign ? { pin: values.pin } : {}),
      }),
    success: () => t(slip.sign ? "notices.slip.signed" : "notices.slip.sent"),
  });
  // The server words a reply it cannot take as a whole (`answers`): said above the button.
  const answersError = form.formState.errors.answers;
  const refused = answersError?.type === "server" ? answersError.message : undefined;
  return (
    <Form form={form} onSubmit={sending.submit}>
      {slip.questions.map((question, index) => (
        <QuestionField key={index} question={question} index={index} />
      ))}
      {slip.sign && (
        <Field name="pin" label={t("notices.slip.pin")} required hint={t("notices.slip.pinHint")}>
          {(control) => <PinInput autoComplete="off" {...control} />}
        </Field>
      )}
      {refused && <Problem role="alert">{refused}</Problem>}
      {sending.problem && <Problem role="alert">{sending.problem}</Problem>}
      <Actions>
        <SubmitButton>
          {t(slip.sign ? "notices.slip.signAndSubmit" : "notices.slip.submit")}
        </SubmitButton>
      </Actions>
    </Form>
  );
}

/** A PIN: digits, hidden as a password is, the phone's number pad. */
export function PinInput(props: Omit<ComponentProps<typeof Input>, "type">) {
  return <PinBox type="password" inputMode="numeric" maxLength={6} {...props} />;
}

// A PIN is short: its box need not span a desktop's width.
const PinBox = styled(Input)`
  max-width: 240px;
`;

function QuestionField({ question, index }: { question: SlipQuestion; index: number }) {
  const locale = useLocale();
  const label: ReactNode = <SlipWords text={questionText(question, locale)} />;
  const name = `answers.${index}` as const;
  if (question.kind === "choice")
    return (
      <Field name={name} label={label} required={question.required} group>
        {({ value, ...control }) => (
          <RadioGroup
            options={question.options.map((option, choice) => ({
              value: String(choice),
              label: <SlipWords text={optionText(option, locale)} />,
            }))}
            {...control}
            value={typeof value === "string" ? value : null}
          />
        )}
      </Field>
    );
  return (
    <Field name={name} label={label} required={question.required}>
      {({ value, ...control }) => (
        <Input
          maxLength={NOTICE_ANSWER_MAX}
          {...control}
          value={typeof value === "string" ? value : ""}
        />
      )}
    </Field>
  );
}
