import type { CalendarItem, CalendarKindInfo, CalendarPerson } from "@campus/contract";
import { useIntl, useT } from "@campus/core";
import { theme, VisuallyHidden } from "@campus/ui";
import type { ComponentType, ReactNode } from "react";
import styled from "styled-components";
import { formatDayShort, formatTime } from "../dates/format";
import { kindOf } from "../kinds";
import type { CalendarMessageId } from "../messages/message-ids";
import { detailPath } from "../routing/pages";

/** How an entry links to its detail page: a router link in a page, a plain one in a view. */
export type EntryLink = ComponentType<{ to: string; className?: string; children: ReactNode }>;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div<{ $colour: string; $dayOff: boolean }>`
  display: flex;
  gap: ${theme.space.md};
  align-items: stretch;
  min-width: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-inline-start: 4px solid ${(p) => p.$colour};
  border-radius: ${theme.radius.md};
  background: ${(p) => (p.$dayOff ? theme.color.dangerSoft : theme.color.surface)};
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${theme.color.borderStrong};
    border-inline-start-color: ${(p) => p.$colour};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

const When = styled.span`
  flex: none;
  display: flex;
  flex-direction: column;
  width: 3.2em;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  line-height: 1.4;
  time:first-child {
    color: ${theme.color.text};
    font-weight: ${theme.font.weight.medium};
  }
`;

const What = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  strong {
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.span`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Names = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.sm};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;

const Name = styled.span<{ $colour: string | undefined }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  &::before {
    content: "";
    display: ${(p) => (p.$colour ? "block" : "none")};
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => p.$colour};
  }
`;

export interface EntryListProps {
  entries: readonly CalendarItem[];
  /** The answer's kinds: each entry's colour and name. */
  kinds: readonly CalendarKindInfo[];
  /** Everyone the view shows: names appear when there is more than one. */
  people: readonly CalendarPerson[];
  /** Colour by person (a parent's "all children") instead of by kind. */
  colours?: Map<number, string>;
  /** Names the list for screen readers. */
  label: string;
  Link: EntryLink;
  /** The day the list is about: a multi-day item says its first and last day. */
  day?: string;
  /** The list's own address, when a detail opened from it should lead back to it. */
  back?: string;
}

/** The facts under an entry's title: period, teacher, place; a range for a multi-day item. */
function facts(
  item: CalendarItem,
  t: ReturnType<typeof useT<CalendarMessageId>>,
  intl: ReturnType<typeof useIntl>,
  teaching: boolean,
): string {
  const parts: string[] = [];
  if (item.start_day !== item.end_day)
    parts.push(
      t("calendar.range", {
        from: formatDayShort(intl, item.start_day),
        to: formatDayShort(intl, item.end_day),
      }),
    );
  if (item.lesson) {
    parts.push(t("calendar.lesson.period", { period: item.lesson.period }));
    // A teacher's own timetable says which class; a family's says who teaches.
    if (teaching) parts.push(item.lesson.class_name);
    else if (item.lesson.teacher) parts.push(item.lesson.teacher);
  }
  if (item.place) parts.push(item.place);
  return parts.join(" · ");
}

/**
 * A day's (or a list's) entries, each a link to its detail page: when (or "all day"), what,
 * the facts a parent checks at a glance (period, teacher, room, place), and whose it is when
 * several children show. Its kind is said in words to screen readers and by the colour of its
 * edge to everyone else (the legend names the colours).
 */
export function EntryList({
  entries,
  kinds,
  people,
  colours,
  label,
  Link,
  day,
  back,
}: EntryListProps) {
  const t = useT<CalendarMessageId>();
  const intl = useIntl();
  const several = people.length > 1;
  return (
    <List aria-label={label}>
      {entries.map((item) => {
        const who = people.filter((p) => item.person_ids.includes(p.id));
        const kind = kindOf(kinds, item.kind);
        const colour =
          colours && who.length === 1 ? (colours.get(who[0]!.id) ?? kind.colour) : kind.colour;
        // A multi-day item is timed on its first and last day only; between, it is all day.
        const timed =
          item.start_time !== null &&
          (!day || day === item.start_day || (day === item.end_day && item.end_time !== null));
        const line = facts(item, t, intl, who.length > 0 && who.every((p) => p.role === "teacher"));
        return (
          <li key={item.key}>
            <Row as={Link} to={detailPath(item.key, back)} $colour={colour} $dayOff={item.day_off}>
              <When>
                {timed ? (
                  <>
                    <time>{formatTime(intl, item.start_time!)}</time>
                    {item.end_time && <time>{formatTime(intl, item.end_time)}</time>}
                  </>
                ) : (
                  <span>{t("calendar.allDay")}</span>
                )}
              </When>
              <What>
                <strong>
                  {kind.name && (
                    <VisuallyHidden>{t("calendar.entry.kind", { kind: kind.name })}</VisuallyHidden>
                  )}
                  {item.title}
                </strong>
                {line && <Facts>{line}</Facts>}
                {several && who.length > 0 && (
                  <Names>
                    {who.map((person) => (
                      <Name key={person.id} $colour={colours?.get(person.id)}>
                        {person.name}
                      </Name>
                    ))}
                  </Names>
                )}
              </What>
            </Row>
          </li>
        );
      })}
    </List>
  );
}
