import { INTERVIEW_SCORE_MAX, mayRecordInterviewResult, type Application } from "@campus/contract";
import { formatMoment, useIntl, useT } from "@campus/core";
import type { UiMessageId } from "@campus/ui";
import { Facts } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { AssessmentEditor } from "./assessment-editor";

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
