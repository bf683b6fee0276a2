import { endpoints } from "@campus/contract";
import {
  answer,
  callLog,
  PAYLOADS,
  pending,
  refuse,
  ScreenStory,
  userTextStory,
} from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { inAnotherZone } from "../../dates/calendar-dates";
import { calendarAnswers } from "../../testing/calendar-answers";
import { monthOf, SIU_MING, userTextItems, ZONE } from "../../testing/calendar-fixtures";
import { parentUser, teacher, withAddress } from "../../testing/calendar-stories";
import { OverviewPage } from "./overview-page";

const log = callLog();

const meta = {
  title: "Calendar/Screens/Overview",
  component: ScreenStory,
  args: {
    path: "/calendar/PersonalOverview?month=2026-11",
    route: "/calendar/PersonalOverview",
    screen: withAddress(OverviewPage),
    answers: calendarAnswers(),
    user: parentUser(),
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvasElement: HTMLElement) =>
  new URLSearchParams(within(canvasElement).getByTestId("address").textContent ?? "");

const dayButton = (canvasElement: HTMLElement, day: string) =>
  canvasElement.querySelector<HTMLButtonElement>(`button[data-day="${day}"]`)!;

/**
 * A parent on a phone: the month with cycle days, today ringed, the staff development day
 * shaded and named; under it today's lessons and items, each a link to its detail.
 */
export const MonthOnAPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole("table", { name: "2026年11月" });
    await waitFor(() => expect(grid).not.toHaveAttribute("aria-busy"));
    const today = within(grid).getByRole("button", { current: "date" });
    await expect(today).toHaveAccessibleName("11月24日星期二，今日，循環第 3 天，1 項行程");
    await expect(today).toHaveAttribute("aria-pressed", "true");
    await expect(today).toHaveTextContent("D3");
    await expect(
      within(grid).getByRole("button", { name: "11月13日星期五，教師發展日" }),
    ).toBeVisible();
    const agenda = await canvas.findByRole("list", { name: "11月24日星期二的行程" });
    // The due date (all day) first, then 4A's eight periods of cycle day 3.
    const rows = within(agenda).getAllByRole("link");
    await expect(rows).toHaveLength(9);
    await expect(rows[0]).toHaveTextContent(/全日.*還書限期：《恐龍大探險》/);
    await expect(rows[1]).toHaveTextContent(/08:30.*09:05.*數學.*第 1 節/);
    await expect(rows[1]).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/calendar\/ClassScheduleDetail\?key=lesson%3A\d+%3A2026-11-24$/),
    );
    await expect(canvas.getByRole("list", { name: "圖例" })).toHaveTextContent(/圖書館/);
    await expect(log.last("calendarMonth")).toEqual({ month: "2026-11", who: "current" });
    // Nothing sticks out sideways at 360 px.
    await expect(window.innerWidth).toBe(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Wide: the day's agenda beside the grid, and the items' titles in the days themselves. */
export const WideAgendaBesideTheGrid: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole("table", { name: "2026年11月" });
    const agenda = await canvas.findByRole("list", { name: "11月24日星期二的行程" });
    await expect(agenda.getBoundingClientRect().left).toBeGreaterThan(
      grid.getBoundingClientRect().right,
    );
    const sportsDay = dayButton(canvasElement, "2026-11-19");
    await expect(within(sportsDay).getByText("陸運會")).toBeVisible();
    await expect(
      within(dayButton(canvasElement, "2026-11-13")).getByText("教師發展日"),
    ).toBeVisible();
  },
};

/** Choosing a day shows its agenda; the address keeps it (replaced, not a new history step). */
export const ChoosingADayOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("list", { name: "11月24日星期二的行程" });
    await userEvent.click(dayButton(canvasElement, "2026-11-13"));
    await expect(await canvas.findByRole("heading", { name: "11月13日星期五" })).toBeVisible();
    await expect(canvas.getByText("學校假期，不用上課。")).toBeVisible();
    const agenda = canvas.getByRole("list", { name: "11月13日星期五的行程" });
    await expect(within(agenda).getAllByRole("link")).toHaveLength(1);
    await expect(agenda).toHaveTextContent("教師發展日");
    await expect(address(canvasElement).get("day")).toBe("2026-11-13");
    await expect(dayButton(canvasElement, "2026-11-13")).toHaveAttribute("aria-pressed", "true");
  },
};

/** A weekend with nothing on says so. */
export const NothingThatDay: Story = {
  args: { path: "/calendar/PersonalOverview?month=2026-11&day=2026-11-22" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("這天沒有課堂或活動。")).toBeVisible();
  },
};

/** Next month, the Christmas holidays shaded; "today" comes back to today. */
export const NextMonthAndBackToToday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("list", { name: "11月24日星期二的行程" });
    await userEvent.click(canvas.getByRole("button", { name: "下個月" }));
    await expect(await canvas.findByRole("heading", { name: "2026年12月" })).toBeVisible();
    await expect(address(canvasElement).get("month")).toBe("2026-12");
    await waitFor(() =>
      expect(dayButton(canvasElement, "2026-12-28")).toHaveAccessibleName(/聖誕及新年假期/),
    );
    await expect(dayButton(canvasElement, "2026-12-25")).toHaveAccessibleName(
      "12月25日星期五，聖誕及新年假期，聖誕節",
    );
    await expect(log.last("calendarMonth")).toEqual({ month: "2026-12", who: "current" });
    await userEvent.click(canvas.getByRole("button", { name: "今日" }));
    await expect(await canvas.findByRole("heading", { name: "2026年11月" })).toBeVisible();
    await expect(address(canvasElement).get("day")).toBe("2026-11-24");
  },
};

/** The keyboard: arrows move the day (and the focus); Page Down goes a month on. */
export const KeyboardMovesTheDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("list", { name: "11月24日星期二的行程" });
    dayButton(canvasElement, "2026-11-24").focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(dayButton(canvasElement, "2026-11-25")).toHaveFocus());
    await expect(await canvas.findByRole("heading", { name: "11月25日星期三" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(dayButton(canvasElement, "2026-12-02")).toHaveFocus());
    await expect(canvas.getByRole("heading", { name: "2026年12月" })).toBeVisible();
    await userEvent.keyboard("{PageUp}");
    await waitFor(() => expect(dayButton(canvasElement, "2026-11-02")).toHaveFocus());
    // Only the chosen day is in the tab order.
    await expect(canvasElement.querySelectorAll('button[data-day][tabindex="0"]')).toHaveLength(1);
  },
};

/** A sideways swipe on the grid turns the month; the finger's lift chooses no day. */
export const SwipeToTheNextMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole("table", { name: "2026年11月" });
    const start = dayButton(canvasElement, "2026-11-18");
    const box = start.getBoundingClientRect();
    const at = { pointerId: 7, pointerType: "touch", clientY: box.top + 10 };
    fireEvent.pointerDown(start, { ...at, clientX: box.right });
    fireEvent.pointerUp(start, { ...at, clientX: box.right - 160 });
    fireEvent.click(start);
    await expect(await canvas.findByRole("heading", { name: "2026年12月" })).toBeVisible();
    await expect(address(canvasElement).get("day")).toBeNull();
    await expect(grid).toBeInTheDocument();
  },
};

/** A parent's "all children": each child's colour, named in the legend and on each entry. */
export const AllChildren: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("list", { name: "11月24日星期二的行程" });
    await userEvent.click(canvas.getByRole("radio", { name: "全部子女" }));
    await expect(address(canvasElement).get("who")).toBe("all");
    await waitFor(() =>
      expect(log.last("calendarMonth")).toEqual({ month: "2026-11", who: "all" }),
    );
    const legend = await canvas.findByRole("list", { name: "圖例" });
    await expect(legend).toHaveTextContent(/陳小明.*陳小欣/);
    const agenda = canvas.getByRole("list", { name: "11月24日星期二的行程" });
    // Both classes' lessons, and 1B's parents' evening named for 陳小欣.
    await expect(within(agenda).getAllByRole("link")).toHaveLength(18);
    const evening = within(agenda).getByRole("link", { name: /一年級家長晚會/ });
    await expect(evening).toHaveTextContent("陳小欣");
    await expect(canvas.getByRole("radio", { name: "陳小明" })).not.toBeChecked();
  },
};

/** A teacher: their own timetable, no choice of child. */
export const TeachersOwnTimetable: Story = {
  args: { user: teacher, answers: calendarAnswers({ viewer: "teacher" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const agenda = await canvas.findByRole("list", { name: "11月24日星期二的行程" });
    // Her two Chinese lessons in 4A on cycle day 3; school events concern every teacher.
    const lessons = within(agenda)
      .getAllByRole("link")
      .filter((row) => row.textContent?.includes("課堂："));
    await expect(lessons).toHaveLength(2);
    for (const row of lessons) await expect(row).toHaveTextContent(/中文.*4A 課室/);
    await expect(canvas.queryByRole("radio", { name: "全部子女" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { answers: [pending(endpoints.calendarMonth)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole("table", { name: "2026年11月" });
    await expect(grid).toHaveAttribute("aria-busy", "true");
    // The days are there to choose from while their marks load.
    await expect(dayButton(canvasElement, "2026-11-30")).toBeVisible();
    await expect(canvas.getAllByText("載入中").length).toBeGreaterThan(0);
  },
};

export const CouldNotLoad: Story = {
  args: { answers: [refuse(endpoints.calendarMonth, 500, "伺服器發生錯誤，請稍後再試")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = (await canvas.findByText("未能載入這個月的行事曆。")).closest<HTMLElement>(
      "[role=alert]",
    )!;
    await expect(within(alert).getByRole("button", { name: "重試" })).toBeVisible();
  },
};

/** Times are the school's: a device set to another zone is told so. */
export const TimesAreHongKongTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("list", { name: "11月24日星期二的行程" });
    const note = canvas.queryByText("所有日期及時間均為香港時間。");
    if (inAnotherZone(ZONE)) await expect(note).toBeVisible();
    else await expect(note).toBeNull();
  },
};

export const English: Story = {
  args: { locale: "en-US", answers: calendarAnswers({ locale: "en-US" }) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("table", { name: "November 2026" });
    const agenda = await canvas.findByRole("list", { name: "Itinerary for Tuesday, November 24" });
    await expect(within(agenda).getAllByRole("link")[0]).toHaveTextContent(/All day.*Return/);
    await expect(
      canvas.getByRole("button", {
        name: "Tuesday, November 24, Today, Day 3 of the cycle, 1 item",
      }),
    ).toBeVisible();
  },
};

export const EnglishWide: Story = {
  args: { locale: "en-US", answers: calendarAnswers({ locale: "en-US" }) },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("list", { name: "Itinerary for Tuesday, November 24" });
    await expect(canvas.getByRole("button", { name: "Subscribe" })).toBeVisible();
  },
};

/** A month the server has no items for still shows its days and cycle. */
export const AQuietMonth: Story = {
  args: {
    path: "/calendar/PersonalOverview?month=2027-03&day=2027-03-10",
    answers: [answer(endpoints.calendarMonth, { ...monthOf("2027-03", [SIU_MING]), items: [] })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const agenda = await canvas.findByRole("list", { name: "3月10日星期三的行程" });
    await expect(within(agenda).getAllByRole("link")).toHaveLength(8);
  },
};

/** Stored user text (issue 7): today's agenda of school events whose title and place are the payloads. */
const written = [
  ...calendarAnswers(),
  answer(endpoints.calendarMonth, (sent) => ({
    ...monthOf(sent.month, [SIU_MING]),
    items: userTextItems(
      PAYLOADS.map((p) => p.text),
      [SIU_MING],
    ),
  })),
];
export const UserTextOnAPhone: Story = userTextStory("phone", { answers: written });
export const UserTextOnADesktop: Story = userTextStory("desktop", { answers: written });
