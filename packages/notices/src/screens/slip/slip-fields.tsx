import {
  NOTICE_OPTION_TEXT_MAX,
  NOTICE_OPTIONS_MAX,
  NOTICE_QUESTION_TEXT_MAX,
  NOTICE_QUESTIONS_MAX,
} from "@campus/contract/notices";
import { useT } from "@campus/core";
import {
  Button,
  Checkbox,
  DayInput,
  Field,
  Input,
  RadioGroup,
  theme,
  type CampusForm,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import type { NoticesMessageId } from "../../messages/message-ids";
import {
  newQuestion,
  type slipFormSchema,
  type SlipQuestionValues,
  type SlipValues,
} from "./slip-form";

const Group = styled.div`
  display: grid;
  gap: ${theme.space.md};
  min-width: 0;
`;

const Box = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${theme.space.md};
  min-width: 0;
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  > legend {
    padding: 0 ${theme.space.xs};
    font-weight: ${theme.font.weight.medium};
  }
  > .wide {
    grid-column: 1 / -1;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

type Form = CampusForm<typeof slipFormSchema>;

/**
 * A notice's reply slip: the last day to reply, whether replies are signed with the parent's
 * PIN, and one to ten questions — a choice among two to eight options, or a short text — each
 * in Chinese and, where the school writes it, English. The questions are one value of the form,
 * added to and removed from whole (as the calendar's terms).
 */
export function SlipFields({ form }: { form: Form }) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const slip = form.watch("slip");
  const setQuestions = (questions: SlipQuestionValues[]) => {
    form.setValue("slip.questions", questions, { shouldDirty: true });
    // Errors belong to positions: after a removal the question at an index is another one.
    form.clearErrors("slip.questions");
  };
  const change = (index: number, question: Partial<SlipQuestionValues>) =>
    setQuestions(slip.questions.map((q, i) => (i === index ? { ...q, ...question } : q)));

  return (
    <Group>
      <Field
        name="slip.deadline"
        label={t("notices.editor.slipDeadline")}
        hint={t("notices.editor.slipDeadlineHint")}
        required
      >
        {(control) => <DayInput {...control} onChange={(day) => control.onChange(day ?? "")} />}
      </Field>
      <Checkbox
        name="slip.sign"
        checked={slip.sign}
        onChange={(event) =>
          form.setValue("slip.sign", event.currentTarget.checked, { shouldDirty: true })
        }
      >
        {t("notices.editor.slipSign")}
      </Checkbox>
      {slip.questions.map((question, index) => (
        <QuestionFields
          key={index}
          index={index}
          question={question}
          slip={slip}
          form={form}
          onChange={(next) => change(index, next)}
          onRemove={() => setQuestions(slip.questions.filter((_, i) => i !== index))}
        />
      ))}
      {slip.questions.length < NOTICE_QUESTIONS_MAX && (
        <Bar>
          <Button onClick={() => setQuestions([...slip.questions, newQuestion()])}>
            {t("notices.editor.addQuestion")}
          </Button>
        </Bar>
      )}
    </Group>
  );
}

/** One question: how it is answered, its words, whether a reply must answer it, its options. */
function QuestionFields({
  index,
  question,
  slip,
  form,
  onChange,
  onRemove,
}: {
  index: number;
  question: SlipQuestionValues;
  slip: SlipValues;
  form: Form;
  onChange: (question: Partial<SlipQuestionValues>) => void;
  onRemove: () => void;
}) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const n = index + 1;
  const name = `slip.questions.${index}` as const;
  const options = question.options;
  return (
    <Box>
      <legend>{t("notices.editor.question", { n })}</legend>
      <Field name={`${name}.kind`} label={t("notices.editor.questionKind")} group className="wide">
        {(control) => (
          <RadioGroup
            appearance="button"
            direction="horizontal"
            options={[
              { value: "choice", label: t("notices.editor.questionChoice") },
              { value: "text", label: t("notices.editor.questionText") },
            ]}
            {...control}
          />
        )}
      </Field>
      <Field name={`${name}.label_zh`} label={t("notices.editor.questionZh")} required>
        {(control) => <Input maxLength={NOTICE_QUESTION_TEXT_MAX} {...control} />}
      </Field>
      <Field name={`${name}.label_en`} label={t("notices.editor.questionEn")}>
        {(control) => <Input lang="en" maxLength={NOTICE_QUESTION_TEXT_MAX} {...control} />}
      </Field>
      {question.kind === "choice" &&
        options.map((_, o) => (
          <Box key={o} className="wide">
            <legend>{t("notices.editor.option", { n: o + 1 })}</legend>
            <Field
              name={`${name}.options.${o}.zh`}
              label={t("notices.editor.optionZh", { n: o + 1 })}
              required
            >
              {(control) => <Input maxLength={NOTICE_OPTION_TEXT_MAX} {...control} />}
            </Field>
            <Field
              name={`${name}.options.${o}.en`}
              label={t("notices.editor.optionEn", { n: o + 1 })}
            >
              {(control) => <Input lang="en" maxLength={NOTICE_OPTION_TEXT_MAX} {...control} />}
            </Field>
            {options.length > 2 && (
              <Bar className="wide">
                <Button
                  variant="text"
                  onClick={() => {
                    onChange({ options: options.filter((__, i) => i !== o) });
                    form.clearErrors(`${name}.options`);
                  }}
                >
                  {t("notices.editor.removeOption", { n: o + 1 })}
                </Button>
              </Bar>
            )}
          </Box>
        ))}
      <Bar className="wide">
        <Checkbox
          name={`${name}.required`}
          checked={question.required}
          onChange={(event) => onChange({ required: event.currentTarget.checked })}
        >
          {t("notices.editor.questionRequired")}
        </Checkbox>
        {question.kind === "choice" && options.length < NOTICE_OPTIONS_MAX && (
          <Button onClick={() => onChange({ options: [...options, { zh: "", en: "" }] })}>
            {t("notices.editor.addOption")}
          </Button>
        )}
        {slip.questions.length > 1 && (
          <Button variant="text" onClick={onRemove}>
            {t("notices.editor.removeQuestion", { n })}
          </Button>
        )}
      </Bar>
    </Box>
  );
}
