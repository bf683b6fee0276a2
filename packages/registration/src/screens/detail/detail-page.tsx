import {
  paymentResultPath,
  type Application,
  type ApplicationStatus,
  type RegistrationSchool,
} from "@campus/contract";
import type { ReactNode } from "react";
import { formatMoment, useIntl, useT } from "@campus/core";
import {
  Button,
  NavLink,
  Skeleton,
  Steps,
  theme,
  useSearchString,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useParams } from "wouter";
import { useApplication } from "../../api/registration-application";
import { useRegistrationSchool } from "../../api/registration-school";
import { ApplicationFacts } from "../../components/application-facts";
import { Notice } from "../../components/notice";
import { Facts } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { formPath, HISTORY, printPath, withSchool } from "../../routing/pages";
import { useSchoolCode } from "../../routing/registration-page";
import { RegistrationStatus, statusLabel } from "../../statuses";
import { StepTexts } from "../../steps-texts";
import { InterviewCard } from "../interview/interview-card";
import { FeeCard } from "../payment/fee-card";
import { ApplicationDocuments } from "./application-documents";
import { PrintDeclaration } from "./print-declaration";

const Page = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  h1 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.lg};
    /* On paper a heading goes with what follows it, never alone at a page's foot. */
    break-after: avoid;
  }
  li,
  dl > div {
    break-inside: avoid;
  }
`;

/** What the screen has and the paper does not: the way back, the print button. */
const ScreenOnly = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  @media print {
    display: none;
  }
`;

const PrintHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding-bottom: ${theme.space.sm};
  border-bottom: 2px solid ${theme.color.text};
  font-size: ${theme.font.size.lg};
`;

/** Where the application is on its way (spec §4): fill in → submitted → review → result. */
const STEP_OF: Record<ApplicationStatus, number> = {
  incomplete: 0,
  submitted: 1,
  under_approval: 2,
  not_passed: 3,
  approved: 3,
};

/** An interview that failed or put the child on the waitlist: its result is the page's news. */
const interviewDecided = (a: Application) =>
  a.interview_status === "failed" || a.interview_status === "waitlist";

/**
 * Where the application stands, as four steps. A decision — the school's, or an interview's
 * failure or waitlist place while the school has not decided — stands on the result step, said
 * in its own words (never "an error occurred").
 */
function ApplicationSteps({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId>();
  const decided = a.status === "not_passed" || a.status === "approved";
  const interview = !decided && interviewDecided(a) ? a.interview_status : null;
  const failed = a.status === "not_passed" || interview === "failed";
  return (
    <Steps
      aria-label={t("registration.detail.title")}
      current={interview ? 3 : STEP_OF[a.status]}
      status={failed ? "error" : "process"}
      items={[
        { title: t("registration.step.fill") },
        { title: t("registration.step.submitted") },
        { title: t("registration.step.review") },
        {
          title: t("registration.step.result"),
          ...(a.status === "approved" ? { status: "finish" as const } : {}),
          ...(a.status === "not_passed"
            ? { spoken: t(statusLabel("status", "not_passed")) }
            : interview
              ? { spoken: t(statusLabel("interviewStatus", interview)) }
              : {}),
        },
      ]}
    />
  );
}

/**
 * One application (spec §2 RegistrationHistoryDetail): where it stands, what the school said
 * (a request for more information reopens it), the form as submitted and its documents.
 */
export function DetailPage() {
  const params = useParams<{ id: string }>();
  return <ApplicationPage id={Number(params.id)} printing={false} />;
}

/**
 * The printable application form (spec §2 RegistrationPrint, `/registration/print?id=…`): the
 * school, the application as submitted and its photo, with a print button the paper leaves out.
 */
export function PrintPage() {
  const search = useSearchString();
  return <ApplicationPage id={Number(new URLSearchParams(search).get("id"))} printing />;
}

function ApplicationPage({ id, printing }: { id: number; printing: boolean }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const code = useSchoolCode() ?? "";
  const school = useRegistrationSchool(code);
  const application = useApplication(Number.isInteger(id) && id > 0 ? id : null);
  const back = <NavLink to={withSchool(HISTORY, code)}>{t("registration.detail.back")}</NavLink>;
  if (!(Number.isInteger(id) && id > 0) || application.isError)
    return <Notice tone="danger" title={t("registration.detail.notFound")} action={back} />;
  if (application.isPending || school.isPending) return <Skeleton variant="text" lines={8} />;
  return (
    <Details
      application={application.data}
      school={school.data ?? null}
      code={code}
      back={back}
      printing={printing}
    />
  );
}

function Details({
  application: a,
  school,
  code,
  back,
  printing,
}: {
  application: Application;
  school: RegistrationSchool | null;
  code: string;
  back: ReactNode;
  printing: boolean;
}) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const form = a.form;
  const classOf = school?.classes.find((c) => c.code === form.class_code)?.name;
  const editable = a.status === "incomplete";
  const fact = (term: RegistrationMessageId, value: ReactNode) =>
    value ? (
      <>
        <dt>{t(term)}</dt>
        <dd>{value}</dd>
      </>
    ) : null;
  const onScreen = !printing;
  return (
    <Page>
      <ScreenOnly>
        {back}
        {printing ? (
          <Button variant="primary" onClick={() => window.print()}>
            {t("registration.print.button")}
          </Button>
        ) : (
          a.submitted_at && (
            <NavLink to={printPath(a.id, code)}>{t("registration.route.print")}</NavLink>
          )
        )}
      </ScreenOnly>
      {printing && (
        <PrintHead>
          <strong>{school?.school.name}</strong>
          <span>{t("registration.form.title")}</span>
        </PrintHead>
      )}
      <h1>
        {form.name_zh || form.name_en || t("registration.history.unnamed")}
        <RegistrationStatus kind="status" status={a.status} />
      </h1>
      <Facts>
        {fact("registration.history.number", a.number)}
        {fact("registration.history.class", classOf ?? form.class_code)}
        {a.submitted_at &&
          fact("registration.history.submittedAt", formatMoment(intl, a.submitted_at))}
        {a.submitted_at &&
          fact("registration.history.fee", <RegistrationStatus kind="fee" status={a.fee_status} />)}
      </Facts>
      {onScreen && <ApplicationSteps application={a} />}
      {onScreen && a.office_request && editable && (
        <Notice
          tone="warning"
          title={t("registration.form.officeRequest")}
          action={<NavLink to={formPath(a.id, code)}>{t("registration.detail.edit")}</NavLink>}
        >
          {a.office_request}
        </Notice>
      )}
      {onScreen && editable && !a.office_request && (
        <Notice
          title={t("registration.status.incomplete")}
          action={<NavLink to={formPath(a.id, code)}>{t("registration.detail.continue")}</NavLink>}
        />
      )}
      {/* An interview's failure or waitlist place: its card below says so, not "processing". */}
      {onScreen &&
        (a.status === "submitted" || a.status === "under_approval") &&
        !interviewDecided(a) && <Notice title={t("registration.detail.reviewNote")} />}
      {/* Approved with a registration fee due: its card below says what comes next. */}
      {onScreen && a.status === "approved" && a.registration_fee_status === "not_due" && (
        <Notice title={t("registration.detail.approvedNote")} />
      )}
      {onScreen && a.status === "not_passed" && (
        <Notice tone="danger" title={t("registration.detail.decisionReason")}>
          {a.decision_reason}
        </Notice>
      )}

      {onScreen && a.status === "approved" && a.registration_fee_status !== "not_due" && (
        <StepTexts>
          <FeeCard
            application={a}
            fee="registration"
            methods={school?.payment_methods ?? ["slip"]}
            resultPath={(method) =>
              withSchool(paymentResultPath(method, a.id, "registration"), code)
            }
          />
        </StepTexts>
      )}
      {onScreen && a.submitted_at && a.status !== "not_passed" && (
        <StepTexts>
          <FeeCard
            application={a}
            methods={school?.payment_methods ?? ["slip"]}
            resultPath={(method) => withSchool(paymentResultPath(method, a.id), code)}
          />
        </StepTexts>
      )}
      {a.submitted_at &&
        (a.status !== "not_passed" || a.interview !== null) &&
        (onScreen || a.interview) && (
          <StepTexts>
            <InterviewCard application={a} schoolName={school?.school.name ?? ""} />
          </StepTexts>
        )}

      <ApplicationFacts form={form} />

      <ApplicationDocuments application={a} asked={school?.documents} onScreen={onScreen} />
      {printing && <PrintDeclaration />}
    </Page>
  );
}
