import {
  BOOKABLE_INTERVIEW_STATUSES,
  INTERVIEW_RESULTS,
  mayRecordInterviewResult,
  type Application,
  type InterviewResult,
  venueIn,
} from "@campus/contract";
import { formatMomentTime, formatPeriod, useIntl, useLocale, useT } from "@campus/core";
import { Button, Select, theme, useAction, type UiMessageId } from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useAssignInterview } from "../../api/registration-office-assign-interview";
import { useCheckIn } from "../../api/registration-office-check-in";
import { useInterviewResult } from "../../api/registration-office-interview-result";
import { useOfficeSessions } from "../../api/registration-office-sessions";
import { Facts, Panel } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { useSessionOption } from "../../screens/interview/session-option";
import { RegistrationStatus } from "../../statuses";
import { Buttons } from "./decision-panel";
import { InterviewAssessment } from "./interview-assessment";

const Assign = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  label {
    display: grid;
    gap: ${theme.space.xs};
  }
`;

/**
 * The interview as the office runs it (spec §4): the booked session and check-in (a family
 * without its QR code is checked in here), a session given to a family that asked for another
 * time, and the result — passed, failed, or the next number on the waitlist.
 */
export function InterviewReview({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const checkIn = useCheckIn();
  const record = useInterviewResult();
  const refusalTitle = t("registration.office.refused");
  const booking = a.interview;
  const checking = useAction({
    confirm: () => ({
      title: t("registration.office.interview.checkInTitle", { number: a.number }),
      okText: t("registration.office.interview.checkIn"),
    }),
    run: () => checkIn.mutateAsync({ code: booking?.check_in_code ?? "" }),
    success: () => t("registration.office.interview.checkedIn"),
    refusal: "dialog",
    refusalTitle,
  });
  const recording = useAction({
    confirm: (result: InterviewResult) => ({
      title: t("registration.office.interview.resultTitle", {
        number: a.number,
        result: t(`registration.interviewStatus.${result}`),
      }),
      content: recorded
        ? `${t("registration.office.interview.correcting", {
            was: t(`registration.interviewStatus.${recorded}`),
          })} ${t(`registration.office.interview.resultBody.${result}`)}`
        : t(`registration.office.interview.resultBody.${result}`),
      okText: t(`registration.office.interview.result.${result}`),
      danger: result === "failed",
    }),
    run: (result) => record.mutateAsync({ id: a.id, result }),
    success: () => t("registration.office.interview.recorded"),
    refusal: "dialog",
    refusalTitle,
  });
  const assignable =
    a.submitted_at !== null &&
    a.status !== "not_passed" &&
    BOOKABLE_INTERVIEW_STATUSES.includes(a.interview_status) &&
    !booking?.checked_in_at;
  const canRecord = mayRecordInterviewResult(a);
  // Passed or failed already: the buttons correct a mis-click, and the dialog says what was.
  const recorded =
    a.interview_status === "passed" || a.interview_status === "failed" ? a.interview_status : null;

  return (
    <Panel aria-labelledby="office-interview">
      <h3 id="office-interview">
        {t("registration.interview.title")}
        <RegistrationStatus kind="interviewStatus" status={a.interview_status} />
      </h3>
      {booking && (
        <Facts>
          <dt>{t("registration.interview.when")}</dt>
          <dd>{formatPeriod(intl, booking.session.starts_at, booking.session.ends_at)}</dd>
          <dt>{t("registration.interview.venue")}</dt>
          <dd>{venueIn(booking.session, locale)}</dd>
          <dt>{t("registration.interview.group")}</dt>
          <dd>{t("registration.interview.groupName", { group: booking.session.group_name })}</dd>
          {booking.checked_in_at && (
            <>
              <dt>{t("registration.office.interview.checkedInAt")}</dt>
              <dd>{formatMomentTime(intl, booking.checked_in_at)}</dd>
            </>
          )}
        </Facts>
      )}
      {a.interview_status === "to_schedule" && <p>{t("registration.office.interview.asked")}</p>}
      {a.waitlist_no !== null && a.interview_status === "waitlist" && (
        <p>{t("registration.office.interview.waitlistNo", { number: a.waitlist_no })}</p>
      )}
      {booking && a.interview_status === "awaiting" && (
        <Buttons>
          <Button loading={checking.isRunning()} onClick={() => void checking.run()}>
            {t("registration.office.interview.checkIn")}
          </Button>
        </Buttons>
      )}
      {canRecord && (
        <Buttons role="group" aria-label={t("registration.office.interview.recordResult")}>
          {INTERVIEW_RESULTS.filter((result) => result !== a.interview_status).map((result) => (
            <Button
              key={result}
              variant={result === "passed" ? "primary" : result === "failed" ? "danger" : "default"}
              loading={recording.isRunning(result)}
              onClick={() => void recording.run(result)}
            >
              {t(`registration.office.interview.result.${result}`)}
            </Button>
          ))}
        </Buttons>
      )}
      <InterviewAssessment application={a} />
      {assignable && <AssignSession application={a} />}
    </Panel>
  );
}

/** Places the family in a session of their class with places left, before it begins. */
function AssignSession({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const sessions = useOfficeSessions();
  const assign = useAssignInterview();
  const sessionOption = useSessionOption();
  const [chosen, setChosen] = useState("");
  const assigning = useAction({
    run: (sessionId: number) => assign.mutateAsync({ id: a.id, session_id: sessionId }),
    success: () => t("registration.office.interview.assigned"),
    done: () => setChosen(""),
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });
  const now = Date.now();
  const fitting = (sessions.data?.sessions ?? []).filter(
    (s) =>
      (s.class_code === null || s.class_code === a.form.class_code) &&
      Date.parse(s.starts_at) > now &&
      s.id !== a.interview?.session.id,
  );
  if (fitting.length === 0) return null;
  return (
    <Assign>
      <label>
        {t(
          a.interview
            ? "registration.office.interview.move"
            : "registration.office.interview.assign",
        )}
        <Select
          value={chosen}
          placeholder
          onChange={(event) => setChosen(event.target.value)}
          options={fitting.map(sessionOption.option)}
        />
      </label>
      <Buttons>
        <Button
          disabled={!chosen}
          loading={assigning.isRunning(Number(chosen))}
          onClick={() => void assigning.run(Number(chosen))}
        >
          {t("registration.office.interview.place")}
        </Button>
      </Buttons>
    </Assign>
  );
}
