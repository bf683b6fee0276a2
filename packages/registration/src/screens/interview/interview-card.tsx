import {
  BOOKABLE_INTERVIEW_STATUSES,
  interviewCheckInAddress,
  venueIn,
  type Application,
  type InterviewSession,
} from "@campus/contract";
import {
  formatDay,
  formatMomentTime,
  formatPeriod,
  useApiOrigin,
  useIntl,
  useLocale,
  useT,
} from "@campus/core";
import {
  Button,
  RadioGroup,
  retryableLazy,
  Skeleton,
  theme,
  useAction,
  type UiMessageId,
} from "@campus/ui";
import { Suspense, useState } from "react";
import styled from "styled-components";
import { useAskInterviewTime } from "../../api/registration-ask-interview-time";
import { useBookInterview } from "../../api/registration-book-interview";
import { useInterviewSessions } from "../../api/registration-interview-sessions";
import { Facts, Panel } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { RegistrationStatus } from "../../statuses";
import { interviewIcs } from "./interview-ics";
import { useSessionOption } from "./session-option";

// The QR code's encoder is loaded with the booked interview only.
const QrCode = retryableLazy(() => import("@campus/ui/qr-code").then((m) => m.QrCode));

const InterviewPanel = styled(Panel)`
  @media print {
    break-inside: avoid;
  }
`;

const Muted = styled.p`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  @media print {
    display: none;
  }
`;

const Error = styled.p`
  color: ${theme.color.danger};
`;

/**
 * The application's interview (spec §3, §4): book a session once the fee is paid, see the booked
 * one with its check-in QR code, add it to the phone's calendar, move it until the school's days
 * before, or ask the school for another time; then the result.
 */
export function InterviewCard({
  application: a,
  schoolName,
}: {
  application: Application;
  schoolName: string;
}) {
  const t = useT<RegistrationMessageId>();
  const [moving, setMoving] = useState(false);
  const paid = a.fee_status === "paid";
  const bookable = paid && BOOKABLE_INTERVIEW_STATUSES.includes(a.interview_status);
  const booked = a.interview;
  const picking = bookable && (!booked || moving);

  return (
    <InterviewPanel aria-labelledby="interview-title">
      <h2 id="interview-title">
        {t("registration.interview.title")}
        <RegistrationStatus kind="interviewStatus" status={a.interview_status} />
      </h2>
      {!paid && <Muted>{t("registration.interview.afterFee")}</Muted>}
      {a.interview_status === "to_schedule" && <p>{t("registration.interview.toSchedule")}</p>}
      {a.interview_status === "reviewing" && <p>{t("registration.interview.reviewing")}</p>}
      {a.interview_status === "passed" && <p>{t("registration.interview.passed")}</p>}
      {a.interview_status === "failed" && <p>{t("registration.interview.failed")}</p>}
      {a.interview_status === "waitlist" && (
        <p>{t("registration.interview.waitlist", { number: a.waitlist_no ?? 0 })}</p>
      )}
      {booked && !moving && (
        <Booked
          application={a}
          schoolName={schoolName}
          onMove={bookable ? () => setMoving(true) : null}
        />
      )}
      {picking && <SessionPicker application={a} moving={moving} onDone={() => setMoving(false)} />}
    </InterviewPanel>
  );
}

/** The booked session: when, where, which group, the QR code, the calendar, moving it. */
function Booked({
  application: a,
  schoolName,
  onMove,
}: {
  application: Application;
  schoolName: string;
  onMove: (() => void) | null;
}) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const origin = useApiOrigin();
  const booking = a.interview!;
  const s = booking.session;
  const movable = onMove !== null && Date.now() < Date.parse(booking.movable_until);
  const when = formatPeriod(intl, s.starts_at, s.ends_at);
  const saveToCalendar = () => {
    const ics = interviewIcs(
      {
        uid: `interview-${booking.check_in_code}@campus`,
        startsAt: s.starts_at,
        endsAt: s.ends_at,
        title: t("registration.interview.eventTitle", { school: schoolName, group: s.group_name }),
        place: venueIn(s, locale),
        description: t("registration.interview.eventBody", { number: a.number }),
      },
      new Date(),
    );
    const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `interview-${a.number}.ics`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      <Facts>
        <dt>{t("registration.interview.when")}</dt>
        <dd>{when}</dd>
        <dt>{t("registration.interview.venue")}</dt>
        <dd>{venueIn(s, locale)}</dd>
        <dt>{t("registration.interview.group")}</dt>
        <dd>{t("registration.interview.groupName", { group: s.group_name })}</dd>
      </Facts>
      {a.interview_status === "awaiting" && (
        <>
          <Suspense fallback={<Skeleton variant="block" width="200px" height="200px" />}>
            <QrCode
              value={interviewCheckInAddress(origin, booking.check_in_code)}
              label={t("registration.interview.qr")}
              caption={booking.check_in_code}
            />
          </Suspense>
          <Muted>{t("registration.interview.qrHint")}</Muted>
          <Actions>
            <Button onClick={saveToCalendar}>{t("registration.interview.addToCalendar")}</Button>
            {movable && <Button onClick={onMove}>{t("registration.interview.move")}</Button>}
          </Actions>
          <Muted>
            {movable
              ? t("registration.interview.movableUntil", {
                  time: formatMomentTime(intl, booking.movable_until),
                })
              : t("registration.interview.notMovable")}
          </Muted>
        </>
      )}
    </>
  );
}

/** The sessions open to book, by time; booking asks first. */
function SessionPicker({
  application: a,
  moving,
  onDone,
}: {
  application: Application;
  moving: boolean;
  onDone: () => void;
}) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const intl = useIntl();
  const sessions = useInterviewSessions(a.id, { enabled: true });
  const sessionOption = useSessionOption();
  const book = useBookInterview();
  const ask = useAskInterviewTime();
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const booking = useAction({
    confirm: (session: InterviewSession) => ({
      title: t(moving ? "registration.interview.moveTitle" : "registration.interview.bookTitle"),
      content: sessionOption.slot(session),
      okText: t("registration.interview.book"),
    }),
    run: (session: InterviewSession) => book.mutateAsync({ id: a.id, session_id: session.id }),
    success: () => t("registration.interview.booked"),
    done: () => {
      setProblem(null);
      onDone();
    },
    refusal: "dialog",
    refusalTitle: t("registration.interview.choose"),
  });
  const asking = useAction({
    confirm: () => ({
      title: t("registration.interview.noneSuitTitle"),
      content: t("registration.interview.noneSuitBody"),
      okText: t("registration.interview.noneSuitOk"),
    }),
    run: () => ask.mutateAsync({ id: a.id }),
    success: () => t("registration.interview.asked"),
    done: onDone,
  });

  if (sessions.isPending) return <Skeleton variant="text" lines={3} />;
  if (sessions.isError) return null;
  const { sessions: list, open, books_from, books_until, move_days } = sessions.data;
  const range = { from: formatDay(intl, books_from), to: formatDay(intl, books_until) };
  if (!open) return <p>{t("registration.interview.closed", range)}</p>;
  const choosable = list.filter((s) => s.id !== a.interview?.session.id);
  if (choosable.length === 0 && !moving) return <p>{t("registration.interview.none")}</p>;
  const picked = choosable.find((s) => String(s.id) === chosen) ?? null;
  return (
    <>
      <Muted>{t("registration.interview.window", { ...range, days: move_days })}</Muted>
      <RadioGroup
        legend={t("registration.interview.choose")}
        options={choosable.map(sessionOption.option)}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setProblem(null);
        }}
      />
      {problem && <Error role="alert">{problem}</Error>}
      <Actions>
        <Button
          variant="primary"
          loading={book.isPending}
          onClick={() => {
            if (!picked) setProblem(t("registration.interview.pickFirst"));
            else void booking.run(picked);
          }}
        >
          {t("registration.interview.book")}
        </Button>
        {moving && <Button onClick={onDone}>{t("registration.interview.keep")}</Button>}
        {a.interview_status !== "to_schedule" && (
          <Button variant="text" loading={ask.isPending} onClick={() => void asking.run()}>
            {t("registration.interview.noneSuit")}
          </Button>
        )}
      </Actions>
    </>
  );
}
