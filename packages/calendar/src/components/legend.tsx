import { useT } from "@campus/core";
import { theme } from "@campus/ui";
import styled from "styled-components";
import type { CalendarMessageId } from "../messages/message-ids";

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
`;

const Dot = styled.span`
  width: 9px;
  height: 9px;
  border-radius: 50%;
`;

const Swatch = styled.span<{ $today?: boolean }>`
  width: 14px;
  height: 14px;
  border-radius: ${(p) => (p.$today ? theme.radius.pill : "3px")};
  background: ${(p) => (p.$today ? theme.color.primary : theme.color.dangerSoft)};
  border: 1px solid ${(p) => (p.$today ? theme.color.primary : theme.color.danger)};
`;

/**
 * What the grid's marks mean: each dot's colour (a child, or a kind of item), the shading of a
 * day off and the ring of today — each only when the month shown has one.
 */
export function Legend({
  entries,
  dayOff,
  today,
}: {
  entries: { label: string; colour: string }[];
  /** The month has a day off (a holiday, a day without school). */
  dayOff: boolean;
  /** Today is in the month shown. */
  today: boolean;
}) {
  const t = useT<CalendarMessageId>();
  return (
    <List aria-label={t("calendar.legend")}>
      {entries.map((entry) => (
        <li key={entry.label}>
          <Dot aria-hidden="true" style={{ background: entry.colour }} />
          {entry.label}
        </li>
      ))}
      {dayOff && (
        <li>
          <Swatch aria-hidden="true" />
          {t("calendar.legend.dayOff")}
        </li>
      )}
      {today && (
        <li>
          <Swatch aria-hidden="true" $today />
          {t("calendar.today")}
        </li>
      )}
    </List>
  );
}
