import type { CalendarItem } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { spans } from "../dates/calendar-dates";
import { kindOf } from "../kinds";
import { calendarKinds, monthOf, SIU_MING, TODAY } from "../testing/calendar-fixtures";
import { MonthGrid, type DayMarks, type MonthGridProps } from "./month-grid";

const november = monthOf("2026-11", [SIU_MING]);

const marks = (day: string): DayMarks => {
  const on = november.items.filter((item: CalendarItem) =>
    spans(item.start_day, item.end_day, day),
  );
  return {
    cycleDay: november.days.find((d) => d.day === day)?.cycle_day ?? null,
    daysOff: on.filter((item) => item.day_off),
    items: on.filter((item) => !item.day_off),
  };
};

const meta = {
  title: "Calendar/Components/MonthGrid",
  component: MonthGrid,
  args: {
    month: "2026-11",
    selected: TODAY,
    today: TODAY,
    marks: marks as MonthGridProps["marks"],
    dots: (day) => [...new Set(day.items.map((item) => kindOf(calendarKinds(), item.kind).colour))],
    onSelect: fn(),
    onMonth: fn(),
    label: "2026年11月",
  },
} satisfies Meta<typeof MonthGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const dayButton = (canvasElement: HTMLElement, day: string) =>
  canvasElement.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)!;

/** Each day says all of itself: today, its cycle day, a day off's name, how many items. */
export const Marked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "2026年11月" })).toBeVisible();
    await expect(canvas.getAllByRole("columnheader")).toHaveLength(7);
    const today = dayButton(canvasElement, TODAY);
    await expect(today).toHaveAttribute("aria-current", "date");
    await expect(today).toHaveAttribute("aria-pressed", "true");
    await expect(today).toHaveAccessibleName(/今日，循環第 3 天/);
    await expect(today).toHaveTextContent("D3");
    const dayOff = dayButton(canvasElement, "2026-11-13");
    await expect(dayOff).toHaveAccessibleName(/教師發展日/);
    await expect(dayOff).not.toHaveAccessibleName(/循環/);
    await expect(dayButton(canvasElement, "2026-11-19")).toHaveAccessibleName(/1 項行程/);
    // One day in the tab order: the selected one.
    await expect(canvas.getAllByRole("button").filter((b) => b.tabIndex === 0)).toEqual([today]);
  },
};

/** Arrows, Home/End and Page Up/Down choose the next day (across months too). */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    dayButton(canvasElement, TODAY).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onSelect).toHaveBeenLastCalledWith("2026-11-25");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(args.onSelect).toHaveBeenLastCalledWith("2026-11-23");
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onSelect).toHaveBeenLastCalledWith("2026-11-17");
    await userEvent.keyboard("{ArrowDown}");
    await expect(args.onSelect).toHaveBeenLastCalledWith("2026-12-01");
    await userEvent.keyboard("{Home}");
    await expect(args.onSelect).toHaveBeenLastCalledWith("2026-11-22");
    await userEvent.keyboard("{End}");
    await expect(args.onSelect).toHaveBeenLastCalledWith("2026-11-28");
    await userEvent.keyboard("{PageDown}");
    await expect(args.onSelect).toHaveBeenLastCalledWith("2026-12-24");
    await expect(args.onSelect).toHaveBeenCalledTimes(7);
  },
};

/** A click chooses a day. */
export const Click: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(dayButton(canvasElement, "2026-11-19"));
    await expect(args.onSelect).toHaveBeenCalledWith("2026-11-19");
    await expect(args.onMonth).not.toHaveBeenCalled();
  },
};

/** While the month loads: the days show, unmarked, and the table is busy. */
export const Loading: Story = {
  args: { marks: null, busy: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "2026年11月" });
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(within(table).getAllByRole("button")).toHaveLength(30);
    await expect(dayButton(canvasElement, "2026-11-13")).not.toHaveAccessibleName(/教師發展日/);
    await expect(table).not.toHaveTextContent("D3");
  },
};
