import { MAX_PAGE_SIZE, type CalendarWho, SCHOOL_TIME_ZONE } from "@campus/contract";
import { useIntl, useT } from "@campus/core";
import {
  Button,
  Empty,
  PageStack,
  RequireSignIn,
  Skeleton,
  StatusTag,
  theme,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { useId, useState } from "react";
import styled from "styled-components";
import { cycleDayOf, groupByDay } from "../../agenda/agenda";
import { useCalendarItems } from "../../api/calendar-items";
import { EntryList } from "../../components/entry-list";
import { PageLink, Problem } from "../../components/page-parts";
import { KindChips } from "../../components/kind-chips";
import { WhoSwitch, whoOf } from "../../components/who-switch";
import { ZoneNote } from "../../components/zone-note";
import { addDays, isDay } from "../../dates/calendar-dates";
import { formatDayLong, formatDayShort } from "../../dates/format";
import { askedKinds, isDefaultChoice, personColours, shownKinds } from "../../kinds";
import type { CalendarMessageId } from "../../messages/message-ids";
import { ITINERARY } from "../../routing/pages";

/** "Earlier days" moves the list's first day back this far. */
export const EARLIER_DAYS = 14;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
`;

const Days = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
`;

const Day = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  h3 small {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.regular};
  }
`;

/**
 * The itinerary (spec §2 /calendar/PersonalDetail): what is coming from today, a heading per
 * day, ten at a time with "more" below (spec §9's page size). Whose (a parent), which kinds and
 * the first day are in the address; "earlier days" moves the first day back two weeks.
 */
export function ItineraryPage() {
  const t = useT<CalendarMessageId | UiMessageId>();
  return (
    <RequireSignIn why={t("calendar.signIn.why")}>
      <Itinerary />
    </RequireSignIn>
  );
}

function Itinerary() {
  const t = useT<CalendarMessageId | UiMessageId>();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const who = whoOf(params);
  const asked = askedKinds(params);
  const askedFrom = params.get("from");
  const from = isDay(askedFrom) ? askedFrom : undefined;
  // Pages shown: back to one whenever the filter or the first day changes.
  const filterKey = `${who}|${asked.join(",")}|${from ?? ""}`;
  const [shown, setShown] = useState({ filterKey, pages: 1 });
  const pages = shown.filterKey === filterKey ? shown.pages : 1;
  const list = useCalendarItems({ who, kinds: asked, from, pages });
  const first = list.data;
  // The server's choice when the address names none it shows: known with its first answer.
  const kinds = shownKinds(first?.kinds ?? [], asked);
  const items = first?.list ?? [];
  const more = first ? first.list.length < first.total && first.pageSize < MAX_PAGE_SIZE : false;
  const people = first?.people ?? [];
  const listFrom = first?.from ?? from;
  const groups = listFrom ? groupByDay(items, listFrom) : [];
  const colours = who === "all" && people.length > 1 ? personColours(people) : undefined;

  const go = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes))
        if (value === null) next.delete(name);
        else next.set(name, value);
      return next;
    });
  const setKinds = (next: string[]) =>
    go({ kinds: isDefaultChoice(first?.kinds ?? [], next) ? null : next.join(",") });
  const setWho = (next: CalendarWho) => go({ who: next === "all" ? "all" : null });

  return (
    <PageStack>
      <Head>
        <h2>{t("calendar.route.itinerary")}</h2>
        <WhoSwitch value={who} onChange={setWho} />
        {first && <KindChips kinds={first.kinds} value={kinds} onChange={setKinds} />}
        {first && !kinds.includes("lesson") && <Hint>{t("calendar.list.lessonsHidden")}</Hint>}
        <ZoneNote zone={first?.time_zone ?? SCHOOL_TIME_ZONE} />
        <Bar>
          {listFrom && (
            <Button size="sm" onClick={() => go({ from: addDays(listFrom, -EARLIER_DAYS) })}>
              {t("calendar.list.earlier")}
            </Button>
          )}
          {from && first && from !== first.today && (
            <>
              <Hint>{t("calendar.list.from", { day: formatDayShort(intl, from) })}</Hint>
              <Button size="sm" variant="link" onClick={() => go({ from: null })}>
                {t("calendar.list.fromToday")}
              </Button>
            </>
          )}
        </Bar>
      </Head>
      {list.isError && !list.data ? (
        <Problem role="alert">
          <span>{t("calendar.list.failed")}</span>
          <Button size="sm" onClick={() => void list.refetch()}>
            {t("ui.routeError.retry")}
          </Button>
        </Problem>
      ) : !first ? (
        <Skeleton lines={6} />
      ) : groups.length === 0 ? (
        <Empty
          title={t("calendar.list.empty")}
          description={kinds.includes("lesson") ? undefined : t("calendar.list.emptyHint")}
        />
      ) : (
        <Days>
          {groups.map((group) => (
            <DayGroup
              key={group.day}
              day={group.day}
              today={first.today}
              items={group.items}
              kinds={first.kinds}
              people={people}
              colours={colours}
              back={params.size > 0 ? `${ITINERARY}?${params}` : ITINERARY}
            />
          ))}
          {more ? (
            <div>
              <Button
                loading={list.isPlaceholderData && list.isFetching}
                onClick={() => setShown({ filterKey, pages: pages + 1 })}
              >
                {t("calendar.list.more", { shown: items.length, total: first.total })}
              </Button>
            </div>
          ) : items.length < first.total ? (
            // A hundred shown and more to come: the list goes on from the last day shown.
            <div>
              <Button onClick={() => go({ from: groups.at(-1)!.day })}>
                {t("calendar.list.later")}
              </Button>
            </div>
          ) : (
            <Hint>{t("calendar.list.all", { total: first.total })}</Hint>
          )}
        </Days>
      )}
    </PageStack>
  );
}

function DayGroup({
  day,
  today,
  items,
  kinds,
  people,
  colours,
  back,
}: {
  day: string;
  today: string;
  items: Parameters<typeof EntryList>[0]["entries"];
  kinds: Parameters<typeof EntryList>[0]["kinds"];
  people: Parameters<typeof EntryList>[0]["people"];
  colours: Map<number, string> | undefined;
  /** This list's address, filters and all: where a detail opened from it leads back. */
  back: string;
}) {
  const t = useT<CalendarMessageId>();
  const intl = useIntl();
  const headingId = useId();
  const cycle = cycleDayOf(items);
  return (
    <Day aria-labelledby={headingId}>
      <h3 id={headingId}>
        {formatDayShort(intl, day)}
        {cycle !== null && <small>{t("calendar.cycle.long", { day: cycle })}</small>}
        {day === today && <StatusTag tone="primary">{t("calendar.today")}</StatusTag>}
      </h3>
      <EntryList
        entries={items}
        kinds={kinds}
        people={people}
        colours={colours}
        label={t("calendar.agenda.label", { day: formatDayLong(intl, day) })}
        Link={PageLink}
        day={day}
        back={back}
      />
    </Day>
  );
}
