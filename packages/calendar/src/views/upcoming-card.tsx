import { useIntl, useSession, useT } from "@campus/core";
import { theme, type FeatureViewProps } from "@campus/ui";
import styled from "styled-components";
import { listedOn } from "../agenda/agenda";
import { useCalendarItems } from "../api/calendar-items";
import { formatDayShort, formatTime } from "../dates/format";
import { kindOf } from "../kinds";
import type { CalendarMessageId } from "../messages/message-ids";
import { detailPath, ITINERARY } from "../routing/pages";
import { More, Quiet, SignedOutCard, ViewCard } from "./view-card";

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    min-width: 0;
    padding-inline-start: ${theme.space.sm};
    border-inline-start: 3px solid var(--mark);
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover strong {
    text-decoration: underline;
  }
  strong,
  small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-weight: ${theme.font.weight.medium};
  }
  small {
    color: ${theme.color.textSecondary};
  }
`;

/** Five items by default; a card has room for one to ten. */
export const clampUpcoming = (limit: number | undefined) =>
  Math.min(10, Math.max(1, Math.round(limit ?? 5)));

/**
 * `<campus-calendar view="upcoming" limit="5">`: the next items (not lessons) for the current
 * child or oneself — events, exams, holidays, library due dates — each with its day and time,
 * leading to its detail in the full calendar.
 */
export function UpcomingCard({ limit, linkTo }: FeatureViewProps) {
  const t = useT<CalendarMessageId>();
  const intl = useIntl();
  const signedIn = useSession((s) => s.token !== null);
  const list = useCalendarItems({
    // The kinds listed unless asked: not lessons.
    who: "current",
    pageSize: clampUpcoming(limit),
    enabled: signedIn,
  });
  if (!signedIn)
    return (
      <SignedOutCard title={t("calendar.view.upcoming")} why={t("calendar.view.upcomingSignIn")} />
    );
  const first = list.data;
  return (
    <ViewCard
      title={t("calendar.view.upcoming")}
      list={list}
      more={<More {...linkTo(ITINERARY)}>{t("calendar.view.all")}</More>}
    >
      {first?.list.length === 0 ? (
        <Quiet>{t("calendar.view.nothingComing")}</Quiet>
      ) : (
        <List aria-label={t("calendar.view.upcoming")}>
          {first?.list.map((item) => {
            const day = listedOn(item, first.from);
            const when = [formatDayShort(intl, day)];
            if (item.start_time && day === item.start_day)
              when.push(formatTime(intl, item.start_time));
            const kind = kindOf(first.kinds, item.kind);
            return (
              <li key={item.key}>
                <a {...linkTo(detailPath(item.key))} style={{ ["--mark" as string]: kind.colour }}>
                  <strong>{item.title}</strong>
                  <small>
                    {t("calendar.view.when", {
                      when: when.join(" "),
                      kind: kind.name,
                    })}
                  </small>
                </a>
              </li>
            );
          })}
        </List>
      )}
    </ViewCard>
  );
}
