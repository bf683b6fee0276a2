import { EVERY_KIND } from "@campus/contract";
import { useIntl, useSession, useT } from "@campus/core";
import type { FeatureViewProps } from "@campus/ui";
import { useMemo } from "react";
import { cycleDayOf, listedOn } from "../agenda/agenda";
import { useCalendarItems } from "../api/calendar-items";
import { EntryList, type EntryLink } from "../components/entry-list";
import { formatDayShort } from "../dates/format";
import type { CalendarMessageId } from "../messages/message-ids";
import { overviewPath } from "../routing/pages";
import { More, Quiet, SignedOutCard, ViewCard } from "./view-card";

/** A school day's lessons and items fit in one page this size (eight periods and a few more). */
const TODAY_PAGE = 20;

/**
 * `<campus-calendar view="today">`: today at school for the current child (or oneself) — the
 * cycle day, each lesson and item in time order, a day off by its name — each leading into the
 * full calendar. Follows a child switched anywhere on the page.
 */
export function TodayCard({ linkTo }: FeatureViewProps) {
  const t = useT<CalendarMessageId>();
  const intl = useIntl();
  const signedIn = useSession((s) => s.token !== null);
  // From the school's today (the server's): lessons included.
  const list = useCalendarItems({
    who: "current",
    kinds: [EVERY_KIND],
    pageSize: TODAY_PAGE,
    enabled: signedIn,
  });
  const Link = useMemo<EntryLink>(
    () =>
      function ViewLink({ to, className, children }) {
        return (
          <a {...linkTo(to)} className={className}>
            {children}
          </a>
        );
      },
    [linkTo],
  );
  if (!signedIn)
    return <SignedOutCard title={t("calendar.view.today")} why={t("calendar.view.todaySignIn")} />;
  const first = list.data;
  const today = first?.today;
  const entries =
    first && today ? first.list.filter((item) => listedOn(item, first.from) === today) : [];
  const cycle = cycleDayOf(entries);
  const title = today
    ? t("calendar.view.todayOn", { day: formatDayShort(intl, today) })
    : t("calendar.view.today");
  return (
    <ViewCard
      title={title}
      list={list}
      more={today && <More {...linkTo(overviewPath(today))}>{t("calendar.view.open")}</More>}
    >
      {cycle !== null && <Quiet>{t("calendar.cycle.long", { day: cycle })}</Quiet>}
      {entries.length === 0 ? (
        <Quiet>{t("calendar.view.nothingToday")}</Quiet>
      ) : (
        <EntryList
          entries={entries}
          kinds={first?.kinds ?? []}
          people={first?.people ?? []}
          label={title}
          Link={Link}
          day={today}
        />
      )}
    </ViewCard>
  );
}
