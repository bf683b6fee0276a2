import { SCHOOL_TIME_ZONE, type CalendarWho } from "@campus/contract";
import { useIntl, useT } from "@campus/core";
import {
  Button,
  RequireSignIn,
  screen,
  Skeleton,
  theme,
  useSearchParams,
  type UiMessageId,
  retryableLazy,
} from "@campus/ui";
import { Suspense, useId, useMemo, useState } from "react";
import styled from "styled-components";
import { agendaFor, monthMarks, type MonthAnswer } from "../../agenda/agenda";
import { useCalendarMonth } from "../../api/calendar-month";
import { EntryList } from "../../components/entry-list";
import { PageLink, Problem } from "../../components/page-parts";
import { Legend } from "../../components/legend";
import { MonthGrid, type DayMarks } from "../../components/month-grid";
import { WhoSwitch, whoOf } from "../../components/who-switch";
import { ZoneNote } from "../../components/zone-note";
import { addMonths, isDay, isMonth, monthOf, todayIn } from "../../dates/calendar-dates";
import { formatDayLong, formatMonth } from "../../dates/format";
import { kindOf, personColours } from "../../kinds";
import type { CalendarMessageId } from "../../messages/message-ids";

// The subscribe dialog's code loads when it is first opened: the overview stays small.
const SubscribeDialog = retryableLazy(() =>
  import("./subscribe-dialog").then((m) => m.SubscribeDialog),
);

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.md};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

const Steps = styled.div`
  display: flex;
  gap: ${theme.space.xs};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl};
  ${screen.atLeast(880)} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const GridColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
`;

const Agenda = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const AgendaHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.xs} ${theme.space.sm};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

/**
 * The personal calendar's overview (spec §2 /calendar/PersonalOverview): a month grid with
 * cycle days, each child's or kind's dots, days off and today; the chosen day's lessons and
 * items beside it (wide) or under it (phone). Month, day and whose calendar live in the address
 * (`?month=2026-11&day=2026-11-24&who=all`): back, forward and reload keep them.
 */
export function OverviewPage() {
  const t = useT<CalendarMessageId | UiMessageId>();
  return (
    <RequireSignIn why={t("calendar.signIn.why")}>
      <Overview />
    </RequireSignIn>
  );
}

function Overview() {
  const t = useT<CalendarMessageId | UiMessageId>();
  const intl = useIntl();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const [subscribing, setSubscribing] = useState(false);
  const deviceToday = todayIn(SCHOOL_TIME_ZONE);
  const asked = params.get("month");
  const month = isMonth(asked) ? asked : monthOf(deviceToday);
  const who = whoOf(params);
  const query = useCalendarMonth(month, who);
  // The month before stays on screen while this one loads: only this month's answer counts.
  const data = query.data?.month === month && !query.isPlaceholderData ? query.data : undefined;
  const today = query.data?.today ?? deviceToday;
  const askedDay = params.get("day");
  const selected =
    isDay(askedDay) && monthOf(askedDay) === month
      ? askedDay
      : monthOf(today) === month
        ? today
        : `${month}-01`;

  const go = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes))
          if (value === null) next.delete(name);
          else next.set(name, value);
        return next;
      },
      { replace },
    );
  // Another month is a step in history; another day of it only replaces the address.
  const showMonth = (next: string) => go({ month: next, day: null });
  const select = (day: string) =>
    monthOf(day) === month ? go({ day }, true) : go({ month: monthOf(day), day });
  const setWho = (next: CalendarWho) => go({ who: next === "all" ? "all" : null });

  const byPerson = who === "all" && (data?.people.length ?? 0) > 1;
  const colours = useMemo(() => personColours(data?.people ?? []), [data?.people]);
  const marks = useMemo(() => (data ? monthMarks(data.items) : null), [data]);
  const cycleDays = useMemo(
    () => new Map(data?.days.map((d) => [d.day, d.cycle_day]) ?? []),
    [data?.days],
  );
  const dayMarks = marks
    ? (day: string): DayMarks => ({
        cycleDay: cycleDays.get(day) ?? null,
        daysOff: marks.get(day)?.daysOff ?? [],
        items: marks.get(day)?.items ?? [],
      })
    : null;
  const kinds = data?.kinds ?? [];
  const dots = (mark: DayMarks) => [
    ...new Set(
      mark.items.flatMap((item) => {
        const colour = kindOf(kinds, item.kind).colour;
        return byPerson ? item.person_ids.map((id) => colours.get(id) ?? colour) : [colour];
      }),
    ),
  ];
  // The kinds of the month's items, in the calendar's order of kinds.
  const present = new Set(data?.items.filter((i) => !i.day_off).map((i) => i.kind));
  const legend = byPerson
    ? (data?.people ?? []).map((p) => ({ label: p.name, colour: colours.get(p.id)! }))
    : kinds
        .filter((kind) => present.has(kind.id))
        .map((kind) => ({ label: kind.names, colour: kind.colour }));

  return (
    <Page>
      <Head>
        <h2 id={headingId} aria-live="polite">
          {formatMonth(intl, month)}
        </h2>
        <Steps>
          <Button
            size="sm"
            aria-label={t("calendar.month.previous")}
            onClick={() => showMonth(addMonths(month, -1))}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <Button size="sm" onClick={() => go({ month: monthOf(today), day: today })}>
            {t("calendar.today")}
          </Button>
          <Button
            size="sm"
            aria-label={t("calendar.month.next")}
            onClick={() => showMonth(addMonths(month, 1))}
          >
            <span aria-hidden="true">›</span>
          </Button>
        </Steps>
      </Head>
      <Tools>
        <WhoSwitch value={who} onChange={setWho} />
        <Button size="sm" onClick={() => setSubscribing(true)}>
          {t("calendar.subscribe.open")}
        </Button>
      </Tools>
      {/* Said before the month arrives (the school's usual zone), so nothing moves when it does. */}
      <ZoneNote zone={data?.time_zone ?? SCHOOL_TIME_ZONE} />
      <Columns>
        <GridColumn>
          <MonthGrid
            month={month}
            selected={selected}
            today={today}
            marks={dayMarks}
            dots={dots}
            onSelect={select}
            onMonth={(delta) => showMonth(addMonths(month, delta))}
            label={formatMonth(intl, month)}
            busy={!data && !query.isError}
          />
          {data && (
            <Legend
              entries={legend}
              dayOff={data.items.some((item) => item.day_off)}
              today={monthOf(today) === month}
            />
          )}
        </GridColumn>
        <DayAgenda
          day={selected}
          data={data}
          failed={query.isError && !data}
          onRetry={() => void query.refetch()}
          colours={byPerson ? colours : undefined}
        />
      </Columns>
      {subscribing && (
        <Suspense fallback={null}>
          <SubscribeDialog onClose={() => setSubscribing(false)} />
        </Suspense>
      )}
    </Page>
  );
}

/** The chosen day: its cycle day, its lessons and items in time order, or why there are none. */
function DayAgenda({
  day,
  data,
  failed,
  onRetry,
  colours,
}: {
  day: string;
  data: MonthAnswer | undefined;
  failed: boolean;
  onRetry: () => void;
  colours: Map<number, string> | undefined;
}) {
  const t = useT<CalendarMessageId | UiMessageId>();
  const intl = useIntl();
  const headingId = useId();
  const agenda = data ? agendaFor(data, day) : null;
  const lessons = agenda?.entries.filter((e) => e.kind === "lesson").length ?? 0;
  return (
    <Agenda aria-labelledby={headingId} aria-busy={!data && !failed ? true : undefined}>
      <AgendaHead>
        <h3 id={headingId}>{formatDayLong(intl, day)}</h3>
        {agenda?.cycleDay && <Quiet>{t("calendar.cycle.long", { day: agenda.cycleDay })}</Quiet>}
      </AgendaHead>
      {failed ? (
        <Problem role="alert">
          <span>{t("calendar.month.failed")}</span>
          <Button size="sm" onClick={onRetry}>
            {t("ui.routeError.retry")}
          </Button>
        </Problem>
      ) : !agenda || !data ? (
        <Skeleton lines={4} />
      ) : (
        <>
          {agenda.entries.length > 0 && (
            <EntryList
              entries={agenda.entries}
              kinds={data.kinds}
              people={data.people}
              colours={colours}
              label={t("calendar.agenda.label", { day: formatDayLong(intl, day) })}
              Link={PageLink}
              day={day}
            />
          )}
          {agenda.daysOff.length > 0 ? (
            <Quiet>{t("calendar.agenda.noSchool")}</Quiet>
          ) : agenda.entries.length === 0 ? (
            <Quiet>{t("calendar.agenda.empty")}</Quiet>
          ) : lessons === 0 && agenda.cycleDay === null ? (
            <Quiet>{t("calendar.agenda.noLessons")}</Quiet>
          ) : null}
        </>
      )}
    </Agenda>
  );
}
