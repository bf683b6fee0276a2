import type { CalendarItem } from "@campus/contract";
import { useIntl, useT } from "@campus/core";
import { theme, VisuallyHidden } from "@campus/ui";
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";
import styled, { css } from "styled-components";
import { addDays, addMonths, daysInMonth, monthGrid, monthOf } from "../dates/calendar-dates";
import { formatDayLong, formatWeekday } from "../dates/format";
import type { CalendarMessageId } from "../messages/message-ids";
import { swipeDirection } from "./swipe";

/** What the grid shows of a day once its month has loaded. */
export interface DayMarks {
  cycleDay: number | null;
  /** Holidays and closures: the day is shaded and named. */
  daysOff: readonly CalendarItem[];
  items: readonly CalendarItem[];
}

export interface MonthGridProps {
  month: string;
  /** Always a day of `month`. */
  selected: string;
  today: string;
  /** Each day's marks; null while the month loads (the days show, unmarked). */
  marks: ((day: string) => DayMarks) | null;
  /** The colours of a day's dots: one per child, or one per kind. */
  dots: (day: DayMarks) => string[];
  /** A day chosen by click or keyboard (arrows may cross into the next month). */
  onSelect: (day: string) => void;
  /** A swipe: +1 the next month, -1 the one before. */
  onMonth: (delta: 1 | -1) => void;
  /** Names the grid: the month shown. */
  label: string;
  busy?: boolean;
}

// Hong Kong calendars, the school's own and the Government's, start the week on Sunday.
const WEEK_START = 0;
const MAX_DOTS = 3;
const MAX_TITLES = 2;

const Frame = styled.div`
  container: calendar-grid / inline-size;
  /* A sideways swipe turns the month; scrolling up and down stays the browser's. */
  touch-action: pan-y;
  user-select: none;
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 2px;
  th {
    padding: ${theme.space.xs} 0;
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
    text-align: center;
  }
  th:first-child {
    color: ${theme.color.danger};
  }
  td {
    padding: 0;
    vertical-align: top;
  }
`;

const DayButton = styled.button<{
  $dayOff: boolean;
  $red: boolean;
  $today: boolean;
}>`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 2px;
  width: 100%;
  min-height: 58px;
  padding: 4px;
  border: 1px solid ${(p) => (p.$dayOff ? "#f4c7c3" : "transparent")};
  border-radius: ${theme.radius.sm};
  background: ${(p) => (p.$dayOff ? theme.color.dangerSoft : theme.color.surfaceMuted)};
  color: ${theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.borderStrong};
  }
  &[aria-pressed="true"] {
    border-color: ${theme.color.primaryText};
    box-shadow: inset 0 0 0 1px ${theme.color.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 1px;
  }
  .num {
    align-self: flex-start;
    min-width: 24px;
    height: 24px;
    padding: 0 4px;
    border-radius: ${theme.radius.pill};
    font-weight: ${theme.font.weight.medium};
    line-height: 24px;
    text-align: center;
    font-variant-numeric: tabular-nums;
    color: ${(p) => (p.$red ? theme.color.danger : theme.color.text)};
    ${(p) =>
      p.$today &&
      css`
        background: ${theme.color.primary};
        color: ${theme.color.onPrimary};
      `}
  }
  .cycle {
    color: ${theme.color.textSecondary};
    font-size: 11px;
    line-height: 1.2;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 4px;
  }
  .dots {
    display: flex;
    gap: 3px;
    align-items: center;
    min-height: 8px;
    margin-top: auto;
    font-size: 10px;
    line-height: 1;
    color: ${theme.color.textSecondary};
  }
  .dots i {
    width: 7px;
    height: 7px;
    border-radius: 50%;
  }
  .titles {
    display: none;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    font-size: ${theme.font.size.xs};
    line-height: 1.35;
  }
  .titles span {
    overflow: hidden;
    padding-inline-start: 4px;
    border-inline-start: 3px solid var(--mark);
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .titles .off {
    border: 0;
    padding: 0;
    color: ${theme.color.danger};
  }
  .titles .more {
    border: 0;
    color: ${theme.color.textSecondary};
  }
  /* Room for words: the day's titles instead of dots. */
  @container calendar-grid (min-width: 560px) {
    min-height: 92px;
    .dots {
      display: none;
    }
    .titles {
      display: flex;
    }
  }
`;

/** Where each key moves the selected day (the date-grid keys of WAI-ARIA's practices). */
function keyTarget(key: string, day: string): string | null {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const column = (weekday - WEEK_START + 7) % 7;
  switch (key) {
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "Home":
      return addDays(day, -column);
    case "End":
      return addDays(day, 6 - column);
    case "PageUp":
    case "PageDown": {
      const month = addMonths(monthOf(day), key === "PageUp" ? -1 : 1);
      const date = Math.min(Number(day.slice(8)), daysInMonth(month));
      return `${month}-${String(date).padStart(2, "0")}`;
    }
    default:
      return null;
  }
}

/**
 * A sideways swipe turns the month (`onMonth(±1)`): the frame's pointer handlers. The click a
 * swipe ends with, on a day's button, is not a choice of day.
 */
function useSwipe(onMonth: (direction: 1 | -1) => void) {
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const start = swipe.current;
      swipe.current = null;
      if (!start || start.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
      if (direction === 0) return;
      swiped.current = true;
      onMonth(direction);
    },
    onPointerCancel: () => {
      swipe.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

/**
 * A month as a table of weeks (Sunday first), a button per day: its number, its cycle day
 * ("D3"), a dot per child or kind of item on a phone, the items' titles where there is room;
 * days off shaded and named, today ringed in amber. Arrows, Home/End and Page Up/Down move the
 * selected day (across months too); a sideways swipe turns the month. Each day's button says
 * all of it in words.
 */
export function MonthGrid({
  month,
  selected,
  today,
  marks,
  dots,
  onSelect,
  onMonth,
  label,
  busy = false,
}: MonthGridProps) {
  const t = useT<CalendarMessageId>();
  const intl = useIntl();
  const captionId = useId();
  const table = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const swiping = useSwipe(onMonth);
  const weeks = monthGrid(month, WEEK_START);
  const firstWeek = weeks[0]!;
  const weekdays = firstWeek.map((_, i) =>
    addDays(`${month}-01`, i - firstWeek.indexOf(`${month}-01`)),
  );

  // A day reached by keyboard takes the focus once it shows (it may be in the next month).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    table.current?.querySelector<HTMLButtonElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected, month]);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = keyTarget(event.key, selected);
    if (!target) return;
    event.preventDefault();
    moved.current = true;
    onSelect(target);
  };

  const describe = (day: string, mark: DayMarks | null) => {
    const parts = [formatDayLong(intl, day)];
    if (day === today) parts.push(t("calendar.today"));
    if (mark?.cycleDay) parts.push(t("calendar.cycle.long", { day: mark.cycleDay }));
    for (const off of mark?.daysOff ?? []) parts.push(off.title);
    if (mark?.items.length) parts.push(t("calendar.grid.items", { count: mark.items.length }));
    return parts.join(t("calendar.separator"));
  };

  return (
    <Frame {...swiping}>
      <Table
        ref={table}
        aria-labelledby={captionId}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
      >
        <caption id={captionId} hidden>
          {label}
        </caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col">
                <span aria-hidden="true">{formatWeekday(intl, day, "narrow")}</span>
                <VisuallyHidden>{formatWeekday(intl, day, "long")}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => {
                if (!day) return <td key={`blank-${i}`} />;
                const mark = marks?.(day) ?? null;
                const colours = mark ? dots(mark) : [];
                const titles = mark?.items ?? [];
                return (
                  <td key={day}>
                    <DayButton
                      type="button"
                      data-day={day}
                      tabIndex={day === selected ? 0 : -1}
                      aria-pressed={day === selected}
                      aria-current={day === today ? "date" : undefined}
                      aria-label={describe(day, mark)}
                      $dayOff={(mark?.daysOff.length ?? 0) > 0}
                      $red={i === 0 || (mark?.daysOff.length ?? 0) > 0}
                      $today={day === today}
                      onClick={() => onSelect(day)}
                    >
                      <span className="head" aria-hidden="true">
                        <span className="num">{intl.formatNumber(Number(day.slice(8)))}</span>
                        {mark?.cycleDay && (
                          <span className="cycle">
                            {t("calendar.cycle.short", { day: mark.cycleDay })}
                          </span>
                        )}
                      </span>
                      <span className="dots" aria-hidden="true">
                        {colours.slice(0, MAX_DOTS).map((colour) => (
                          <i key={colour} style={{ background: colour }} />
                        ))}
                        {colours.length > MAX_DOTS && <span>{t("calendar.grid.moreDots")}</span>}
                      </span>
                      <span className="titles" aria-hidden="true">
                        {mark?.daysOff.map((off) => (
                          <span key={off.key} className="off">
                            {off.title}
                          </span>
                        ))}
                        {titles.slice(0, MAX_TITLES).map((item) => (
                          <span
                            key={item.key}
                            style={{ ["--mark" as string]: itemColour(item, dots) }}
                          >
                            {item.title}
                          </span>
                        ))}
                        {titles.length > MAX_TITLES && (
                          <span className="more">
                            {t("calendar.grid.more", { count: titles.length - MAX_TITLES })}
                          </span>
                        )}
                      </span>
                    </DayButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}

/** An item's own colour, as the dots would show it alone. */
function itemColour(item: CalendarItem, dots: MonthGridProps["dots"]) {
  return dots({ cycleDay: null, daysOff: [], items: [item] })[0] ?? "transparent";
}
