import {
  INTERVIEW_NOTES_MAX,
  INTERVIEW_SCORE_MAX,
  mayRecordInterviewResult,
  type Application,
} from "@campus/contract";
import { formatMoment, useIntl, useT } from "@campus/core";
import {
  Field,
  Form,
  Input,
  SubmitButton,
  TextArea,
  theme,
  useCampusForm,
  useMessage,
  useServerErrors,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import * as z from "zod/mini";
import { Notice } from "../../components/notice";
import { Facts } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { useAssessInterview } from "../office-api";
import { Buttons } from "./decision-panel";

const Fields = styled.div`
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
type AssessmentForm = z.output<typeof assessmentSchema>;

/**
 * What the interviewers made of the child (issue 37, item 15): a score out of 100 and notes,
 * written after check-in, read by the office alone (the family's answers never carry them),
 * and kept as they were once the place is decided.
 */
export function InterviewAssessment({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const intl = useIntl();
  const kept = a.assessment ?? null;
  const open = mayRecordInterviewResult(a);
  if (!open && !kept) return null;
  const written = kept && (
    <p>
      {t("registration.office.assessment.written", {
        by: kept.by,
        at: formatMoment(intl, kept.at),
      })}
    </p>
  );
  if (!open)
    return (
      <section aria-labelledby="office-assessment">
        <h4 id="office-assessment">{t("registration.office.assessment.title")}</h4>
        <Facts>
          <dt>{t("registration.office.assessment.score")}</dt>
          <dd>
            {kept?.score === null || kept?.score === undefined
              ? t("registration.office.assessment.noScore")
              : t("registration.office.assessment.outOf", {
                  score: kept.score,
                  max: INTERVIEW_SCORE_MAX,
                })}
          </dd>
          <dt>{t("registration.office.assessment.notes")}</dt>
          <dd>{kept?.notes || t("registration.office.assessment.noNotes")}</dd>
        </Facts>
        {written}
      </section>
    );
  return (
    <section aria-labelledby="office-assessment">
      <h4 id="office-assessment">{t("registration.office.assessment.title")}</h4>
      <p>{t("registration.office.assessment.hint")}</p>
      <AssessmentEditor application={a} />
      {written}
    </section>
  );
}

function AssessmentEditor({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const assess = useAssessInterview();
  const message = useMessage();
  const serverErrors = useServerErrors();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useCampusForm(assessmentSchema, {
    defaultValues: {
      score: a.assessment?.score?.toString() ?? "",
      notes: a.assessment?.notes ?? "",
    },
  });

  const onSubmit = async ({ score, notes }: AssessmentForm) => {
    setProblem(null);
    try {
      await assess.mutateAsync({ id: a.id, score: score === "" ? null : Number(score), notes });
      form.reset({ score, notes });
      message.success(t("registration.office.assessment.saved"));
    } catch (error) {
      const shown = serverErrors(form, error);
      if (shown !== true) setProblem(shown);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit}>
      <Fields>
        <Field
          name="score"
          label={t("registration.office.assessment.score")}
          hint={t("registration.office.assessment.scoreHint", { max: INTERVIEW_SCORE_MAX })}
        >
          {(control) => <Input inputMode="numeric" maxLength={3} {...control} />}
        </Field>
        <Field name="notes" label={t("registration.office.assessment.notes")}>
          {(control) => (
            <TextArea rows={4} maxLength={INTERVIEW_NOTES_MAX} showCount {...control} />
          )}
        </Field>
      </Fields>
      {problem && <Notice tone="danger" title={problem} />}
      <Buttons>
        <SubmitButton>{t("registration.office.assessment.save")}</SubmitButton>
      </Buttons>
    </Form>
  );
}
