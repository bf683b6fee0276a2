import type { Application } from "@campus/contract";
import { formatMoment, useIntl, useT } from "@campus/core";
import { NavLink, Skeleton, theme, useSearchString, type UiMessageId } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { useOfficeApplication } from "../../api/registration-office-application";
import { useRegistrationSchool } from "../../api/registration-school";
import { ApplicationFacts } from "../../components/application-facts";
import { Notice } from "../../components/notice";
import { Facts } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { RegistrationStatus } from "../../statuses";
import { officeScreen } from "../office-screen";
import { OFFICE } from "../office-pages";
import { DecisionPanel } from "./decision-panel";
import { DocumentsReview } from "./documents-review";
import { FamilyNotices } from "./family-notices";
import { FeeReview } from "./fee-review";
import { InterviewReview } from "./interview-review";

const Page = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.lg};
  }
`;

/** The panels side by side on a desktop, one under another on a phone. */
const Work = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: ${theme.space.md};
  align-items: start;
`;

/**
 * One application under the office's review (`/registration/office/detail?id=`): where it
 * stands, the decision that moves it (start, approve, deny, ask for more), each document to
 * accept or send back, the fee and its slip, the interview and its result, what the family has
 * been told, and the form.
 */
function ReviewScreen() {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const raw = new URLSearchParams(useSearchString()).get("id");
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const application = useOfficeApplication(id);
  const back = <NavLink to={OFFICE}>{t("registration.office.back")}</NavLink>;
  if (id === null || application.isError)
    return <Notice tone="danger" title={t("registration.detail.notFound")} action={back} />;
  if (application.isPending) return <Skeleton variant="text" lines={10} />;
  return <Review application={application.data} back={back} />;
}

function Review({ application: a, back }: { application: Application; back: ReactNode }) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const school = useRegistrationSchool(a.school_code);
  const classOf = school.data?.classes.find((c) => c.code === a.form.class_code)?.name;
  return (
    <Page>
      <div>{back}</div>
      <h2>
        {a.form.name_zh || a.form.name_en || t("registration.history.unnamed")}
        <RegistrationStatus kind="status" status={a.status} />
      </h2>
      <Facts>
        <dt>{t("registration.history.number")}</dt>
        <dd>{a.number}</dd>
        <dt>{t("registration.history.class")}</dt>
        <dd>{classOf ?? a.form.class_code}</dd>
        {a.submitted_at && (
          <>
            <dt>{t("registration.history.submittedAt")}</dt>
            <dd>{formatMoment(intl, a.submitted_at)}</dd>
          </>
        )}
      </Facts>
      <Work>
        <DecisionPanel application={a} />
        {a.status === "approved" && a.registration_fee_status !== "not_due" && (
          <FeeReview application={a} fee="registration" />
        )}
        <FeeReview application={a} />
        <InterviewReview application={a} />
        <FamilyNotices application={a} />
      </Work>
      <DocumentsReview application={a} documents={school.data?.documents ?? null} />
      <ApplicationFacts form={a.form} headingLevel={3} />
    </Page>
  );
}

export const ReviewPage = officeScreen(ReviewScreen);
