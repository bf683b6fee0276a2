import { INTERVIEW_NOTES_MAX, INTERVIEW_SCORE_MAX, type Application } from "@campus/contract";
import { useT } from "@campus/core";
import {
  Button,
  FieldFrame,
  Input,
  TextArea,
  theme,
  useErrorText,
  useMessage,
  useServerErrors,
  type UiMessageId,
} from "@campus/ui";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import * as z from "zod/mini";
import { useAssessInterview } from "../../api/registration-office-assess-interview";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { Buttons } from "./decision-panel";

const Fields = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

/** A score as typed: blank for none, or a whole number within 0…INTERVIEW_SCORE_MAX. */
const assessmentSchema = z.object({
  score: z.string().check(
    z.trim(),
    z.regex(/^\d{0,3}$/, { error: "validation.wholeNumber" }),
    z.refine((s) => s === "" || Number(s) <= INTERVIEW_SCORE_MAX, {
      error: "validation.tooLarge",
      params: { max: INTERVIEW_SCORE_MAX },
    }),
  ),
  notes: z
    .string()
    .check(z.trim(), z.maxLength(INTERVIEW_NOTES_MAX, { error: "validation.tooLong" })),
});
type Values = z.output<typeof assessmentSchema>;
type Errors = Partial<Record<keyof Values, string>>;

/**
 * The interviewers' score and notes as the office writes them: two fields, checked by the
 * schema here and by the server again (its field errors shown beside the field). Plain state,
 * not the form kit: the kit would double what the application's page loads for two fields.
 */
export function AssessmentEditor({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const assess = useAssessInterview();
  const message = useMessage();
  const errorText = useErrorText();
  const serverErrors = useServerErrors();
  const [values, setValues] = useState<Values>({
    score: a.assessment?.score?.toString() ?? "",
    notes: a.assessment?.notes ?? "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const change = (name: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = assessmentSchema.safeParse(values);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues)
        found[issue.path[0] as keyof Values] ??= errorText({
          message: issue.message,
          values: { max: INTERVIEW_SCORE_MAX },
        });
      return setErrors(found);
    }
    const { score, notes } = checked.data;
    try {
      await assess.mutateAsync({ id: a.id, score: score === "" ? null : Number(score), notes });
      message.success(t("registration.office.assessment.saved"));
    } catch (error) {
      const shown = serverErrors(
        {
          setError: (field, { message: text }) =>
            setErrors((current) => ({ ...current, [field]: text })),
        },
        error,
      );
      if (shown !== true) setProblem(shown);
    }
  };

  return (
    <Fields onSubmit={(event) => void submit(event)} noValidate>
      <FieldFrame
        label={t("registration.office.assessment.score")}
        hint={t("registration.office.assessment.scoreHint", { max: INTERVIEW_SCORE_MAX })}
        error={errors.score}
      >
        {(a11y) => (
          <Input
            {...a11y}
            inputMode="numeric"
            maxLength={3}
            value={values.score}
            onChange={(event) => change("score")(event.target.value)}
          />
        )}
      </FieldFrame>
      <FieldFrame label={t("registration.office.assessment.notes")} error={errors.notes}>
        {(a11y) => (
          <TextArea
            {...a11y}
            rows={4}
            maxLength={INTERVIEW_NOTES_MAX}
            showCount
            value={values.notes}
            onChange={(event) => change("notes")(event.target.value)}
          />
        )}
      </FieldFrame>
      {problem && <Notice tone="danger" title={problem} />}
      <Buttons>
        <Button type="submit" variant="primary" loading={assess.isPending}>
          {t("registration.office.assessment.save")}
        </Button>
      </Buttons>
    </Fields>
  );
}
