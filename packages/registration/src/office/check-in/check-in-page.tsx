import { CHECK_IN_CODE_PATTERN, ResultCode, venueIn, type Application } from "@campus/contract";
import { formatMomentTime, formatPeriod, isApiError, useIntl, useLocale, useT } from "@campus/core";
import {
  Button,
  NavLink,
  ReasonDialog,
  Section,
  Skeleton,
  theme,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { useCheckIn } from "../../api/registration-office-check-in";
import { Notice } from "../../components/notice";
import { Facts, Panel } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { RegistrationStatus } from "../../statuses";
import { officeScreen } from "../office-screen";
import { OFFICE, officeDetailPath, SESSIONS } from "../office-pages";
import { CodeByHand } from "./code-by-hand";
import { ScanCode } from "./scan-code";

const Page = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 560px;
`;

type Outcome =
  | { kind: "idle" }
  | { kind: "checking" }
  /** Whose booking the code is, and whether they are checked in already (the server looked). */
  | { kind: "found"; application: Application }
  | { kind: "done"; application: Application }
  /** The session is on another day: checked in only with a reason. */
  | { kind: "otherDay"; application: Application; message: string }
  /** `retry`: the server was not reached (no connection, a time-out); scanning again may do. */
  | { kind: "failed"; message: string; retry: boolean };

/**
 * Check-in at the interview (`/registration/checkin?code=`): a booking's QR code opens this page
 * on the office's phone, which says whose booking it is and for which session, and checks the
 * family in when the office confirms — their interview is then under review. On another day
 * than the session's, the office gives a reason (kept with the booking) or does not. A code that
 * is not one of the school's says so; a code typed by hand (a QR code that will not scan) does
 * the same.
 */
function CheckInScreen() {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const [params, setParams] = useSearchParams();
  const code = params.get("code")?.trim() ?? "";
  const checkIn = useCheckIn();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState(false);
  const done = useRef<string | null>(null);
  const valid = CHECK_IN_CODE_PATTERN.test(code);
  const { mutateAsync } = checkIn;

  const failed = useCallback(
    (error: unknown): Outcome => ({
      kind: "failed",
      message:
        !isApiError(error) || error.failure.kind !== "envelope"
          ? t("registration.office.checkIn.unreachable")
          : error.failure.code === ResultCode.notFound || !error.failure.msg
            ? t("registration.office.checkIn.failed")
            : error.failure.msg,
      retry: !isApiError(error) || error.failure.kind !== "envelope",
    }),
    [t],
  );

  useEffect(() => {
    // Once per code: opening the link only looks (a re-render or React's second effect too).
    const key = `${code}#${attempt}`;
    if (!valid || done.current === key) return;
    done.current = key;
    setOutcome({ kind: "checking" });
    mutateAsync({ code, look: true }).then(
      (application) =>
        setOutcome({
          kind: application.interview?.checked_in_at ? "done" : "found",
          application,
        }),
      (error: unknown) => setOutcome(failed(error)),
    );
  }, [code, attempt, valid, mutateAsync, failed]);

  const confirm = async (application: Application, reason?: string) => {
    try {
      setOutcome({ kind: "done", application: await mutateAsync({ code, reason }) });
      return true;
    } catch (error) {
      if (
        isApiError(error) &&
        error.failure.kind === "envelope" &&
        error.failure.code === ResultCode.conflict
      )
        setOutcome({ kind: "otherDay", application, message: error.failure.msg ?? "" });
      else setOutcome(failed(error));
      return false;
    }
  };

  // A code scanned or typed opens as its link would, without a step back to the last one.
  const open = (next: string) => setParams(new URLSearchParams({ code: next }), { replace: true });

  return (
    <Section title={t("registration.office.route.checkIn")}>
      <Page>
        {code && !valid && (
          <Notice tone="danger" title={t("registration.office.checkIn.badCode")} />
        )}
        {outcome.kind === "checking" && <Skeleton variant="text" lines={4} />}
        {outcome.kind === "failed" && valid && (
          <Notice
            tone="danger"
            title={t("registration.office.checkIn.notFound")}
            action={
              outcome.retry && (
                <Button onClick={() => setAttempt((n) => n + 1)}>
                  {t("registration.office.retry")}
                </Button>
              )
            }
          >
            {outcome.message}
          </Notice>
        )}
        {outcome.kind === "done" && valid && <CheckedIn application={outcome.application} />}
        {(outcome.kind === "found" || outcome.kind === "otherDay") && valid && (
          <Booking application={outcome.application}>
            {outcome.kind === "otherDay" ? (
              <Notice
                tone="warning"
                title={outcome.message}
                action={
                  <Button onClick={() => setAsking(true)}>
                    {t("registration.office.checkIn.anyway")}
                  </Button>
                }
              />
            ) : (
              <div>
                <Button
                  variant="primary"
                  loading={checkIn.isPending}
                  onClick={() => void confirm(outcome.application)}
                >
                  {t("registration.office.checkIn.confirm")}
                </Button>
              </div>
            )}
          </Booking>
        )}
        <ReasonDialog
          open={asking && outcome.kind === "otherDay"}
          title={t("registration.office.checkIn.anyway")}
          label={t("registration.office.checkIn.why")}
          okText={t("registration.office.checkIn.confirm")}
          onClose={() => setAsking(false)}
          onSubmit={(reason) =>
            outcome.kind === "otherDay"
              ? confirm(outcome.application, reason)
              : Promise.resolve(false)
          }
        />
        <ScanCode next={Boolean(code)} onCode={open} />
        <CodeByHand onCode={open} />
        <p>
          <NavLink to={SESSIONS}>{t("registration.office.route.sessions")}</NavLink>
          {" · "}
          <NavLink to={OFFICE}>{t("registration.office.route.list")}</NavLink>
        </p>
      </Page>
    </Section>
  );
}

/** Whose booking a code is, before checking them in: the child, the session, the way to confirm. */
function Booking({ application: a, children }: { application: Application; children: ReactNode }) {
  const t = useT<RegistrationMessageId>();
  return (
    <Panel aria-labelledby="booking">
      <h3 id="booking">
        {t("registration.office.checkIn.whose", {
          name: a.form.name_zh || a.form.name_en || a.number,
        })}
      </h3>
      <BookingFacts application={a} />
      {children}
    </Panel>
  );
}

function CheckedIn({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId>();
  return (
    <Panel aria-labelledby="checked-in" role="status">
      <h3 id="checked-in">
        {t("registration.office.checkIn.done", {
          name: a.form.name_zh || a.form.name_en || a.number,
        })}
      </h3>
      <BookingFacts application={a} />
      <p>
        <NavLink to={officeDetailPath(a.id)}>{t("registration.office.checkIn.open")}</NavLink>
      </p>
    </Panel>
  );
}

function BookingFacts({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const booking = a.interview;
  return (
    <>
      <Facts>
        <dt>{t("registration.history.number")}</dt>
        <dd>{a.number}</dd>
        <dt>{t("registration.office.states")}</dt>
        <dd>
          <RegistrationStatus kind="interviewStatus" status={a.interview_status} />
        </dd>
        {booking && (
          <>
            <dt>{t("registration.interview.when")}</dt>
            <dd>{formatPeriod(intl, booking.session.starts_at, booking.session.ends_at)}</dd>
            <dt>{t("registration.interview.venue")}</dt>
            <dd>{venueIn(booking.session, locale)}</dd>
            <dt>{t("registration.interview.group")}</dt>
            <dd>{t("registration.interview.groupName", { group: booking.session.group_name })}</dd>
          </>
        )}
        {booking?.checked_in_at && (
          <>
            <dt>{t("registration.office.interview.checkedInAt")}</dt>
            <dd>{formatMomentTime(intl, booking.checked_in_at)}</dd>
          </>
        )}
      </Facts>
    </>
  );
}

export const CheckInPage = officeScreen(CheckInScreen);
