import { useIntl } from "@campus/core";
import {
  addDays,
  addMonths,
  addYears,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isAfter,
  isBefore,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
  type Day,
} from "date-fns";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";
import { clampDate, inRange, toIsoDate } from "./date-text";

/** Hong Kong and US calendars start on Sunday, mainland ones on Monday. */
const WEEK_STARTS_ON: Record<string, Day> = { "zh-TW": 0, "zh-CN": 1, "en-US": 0 };

export interface CalendarProps {
  id: string;
  /** The day with keyboard focus; its month is the one shown. */
  focused: Date;
  onFocusedChange: (date: Date) => void;
  selected: Date | null;
  min: Date | null;
  max: Date | null;
  onSelect: (date: Date) => void;
  /** Escape: close and give focus back to the button that opened it. */
  onClose: () => void;
}

const Popover = styled.div`
  position: absolute;
  top: calc(100% + ${theme.space.xs});
  inset-inline-end: 0;
  z-index: 20;
  width: 296px;
  max-width: calc(100vw - 16px);
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.popup};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space.sm};
`;

const Title = styled.div`
  font-weight: ${theme.font.weight.bold};
`;

const MonthButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.color.neutralSoft};
  }
  &:disabled {
    color: ${theme.color.textDisabled};
    cursor: not-allowed;
  }
  @media (pointer: coarse) {
    width: 44px;
    height: 44px;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  th {
    padding-bottom: ${theme.space.xs};
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.regular};
  }
  td {
    padding: 1px;
    text-align: center;
  }
`;

const DayButton = styled.button`
  width: 100%;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  @media (pointer: coarse) {
    height: 44px;
  }
  &:hover:not(:disabled) {
    background: ${theme.color.primarySoft};
  }
  /* Focus moves here from code as well as from Tab: always show where it is. */
  &:focus {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
  &[aria-current="date"] {
    box-shadow: inset 0 0 0 1px ${theme.color.primaryText};
    color: ${theme.color.primaryText};
    font-weight: ${theme.font.weight.bold};
  }
  [aria-selected="true"] > & {
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    font-weight: ${theme.font.weight.bold};
  }
  &:disabled {
    color: ${theme.color.textDisabled};
    cursor: not-allowed;
  }
`;

/**
 * The month grid of the date picker (the APG date picker dialog pattern): a grid of day
 * buttons with one tab stop; arrows move by day and week, Home/End to the week's ends,
 * Page Up/Down by month (with Shift by year), Enter or Space chooses, Escape closes.
 */
export function Calendar({
  id,
  focused,
  onFocusedChange,
  selected,
  min,
  max,
  onSelect,
  onClose,
}: CalendarProps) {
  const intl = useIntl();
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  // Arrow keys carry focus to the new day; the month buttons keep it on themselves.
  const followFocus = useRef(true);
  const weekStartsOn = WEEK_STARTS_ON[intl.locale] ?? 0;
  const today = new Date();

  useEffect(() => {
    if (!followFocus.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${toIsoDate(focused)}"]`)?.focus();
  }, [focused]);

  const moveTo = (date: Date, follow: boolean) => {
    followFocus.current = follow;
    onFocusedChange(clampDate(date, min, max));
  };

  const handleGridKey = (event: KeyboardEvent) => {
    const moves: Record<string, (d: Date) => Date> = {
      ArrowLeft: (d) => addDays(d, -1),
      ArrowRight: (d) => addDays(d, 1),
      ArrowUp: (d) => addDays(d, -7),
      ArrowDown: (d) => addDays(d, 7),
      Home: (d) => startOfWeek(d, { weekStartsOn }),
      End: (d) => endOfWeek(d, { weekStartsOn }),
      PageUp: (d) => (event.shiftKey ? addYears(d, -1) : addMonths(d, -1)),
      PageDown: (d) => (event.shiftKey ? addYears(d, 1) : addMonths(d, 1)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move(focused), true);
  };

  const handleKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    // Ours alone: an enclosing dialog must not close as well.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const previous = addMonths(focused, -1);
  const next = addMonths(focused, 1);
  const weekStart = startOfWeek(focused, { weekStartsOn });
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(focused), { weekStartsOn }),
    end: endOfWeek(endOfMonth(focused), { weekStartsOn }),
  });
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));

  return (
    <Popover
      id={id}
      role="dialog"
      aria-label={intl.formatMessage({ id: "ui.datePicker.choose" })}
      // Clicks on the popover's own padding must not count as leaving the date picker.
      tabIndex={-1}
      onKeyDown={handleKey}
    >
      <Header>
        <MonthButton
          type="button"
          aria-label={intl.formatMessage({ id: "ui.datePicker.previousMonth" })}
          disabled={min !== null && isBefore(endOfMonth(previous), min)}
          onClick={() => moveTo(previous, false)}
        >
          <Chevron direction="left" />
        </MonthButton>
        <Title id={titleId} aria-live="polite">
          {intl.formatDate(focused, { year: "numeric", month: "long" })}
        </Title>
        <MonthButton
          type="button"
          aria-label={intl.formatMessage({ id: "ui.datePicker.nextMonth" })}
          disabled={max !== null && isAfter(startOfMonth(next), max)}
          onClick={() => moveTo(next, false)}
        >
          <Chevron direction="right" />
        </MonthButton>
      </Header>
      <Grid ref={grid} role="grid" aria-labelledby={titleId} onKeyDown={handleGridKey}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.getDay()} scope="col" abbr={intl.formatDate(day, { weekday: "long" })}>
                {intl.formatDate(day, { weekday: "short" })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={toIsoDate(week[0]!)}>
              {week.map((day) => {
                if (!isSameMonth(day, focused)) return <td key={toIsoDate(day)} />;
                const allowed = inRange(day, min, max);
                const isSelected = selected !== null && isSameDay(day, selected);
                return (
                  <td key={toIsoDate(day)} aria-selected={isSelected}>
                    <DayButton
                      type="button"
                      data-date={toIsoDate(day)}
                      tabIndex={isSameDay(day, focused) ? 0 : -1}
                      aria-label={intl.formatDate(day, { dateStyle: "full" })}
                      aria-current={isSameDay(day, today) ? "date" : undefined}
                      // The keyboard never lands here either: moves stop at min and max.
                      disabled={!allowed}
                      onClick={() => onSelect(day)}
                    >
                      {intl.formatNumber(day.getDate())}
                    </DayButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Popover>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none">
      <path
        d={direction === "left" ? "m15 6-6 6 6 6" : "m9 6 6 6-6 6"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
