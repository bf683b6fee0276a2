import { endpoints } from "@campus/contract";
import { callLog, refuse, ScreenStory, screenBox, screenBoxOf } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { calendarAnswers } from "../testing/calendar-answers";
import { inAnElement, parentUser } from "../testing/calendar-stories";
import { TodayCard } from "./today-card";

const log = callLog();

const meta = {
  title: "Calendar/CompactViews/Today",
  component: ScreenStory,
  args: {
    path: "/calendar/PersonalOverview",
    route: "/calendar/PersonalOverview",
    screen: inAnElement(TodayCard),
    answers: calendarAnswers(),
    user: parentUser(),
    onRuntime: log.onRuntime,
  },
  decorators: [screenBox(280)],
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `view="today"` in a 280 px sidebar: the current child's day at school — cycle day, the due
 * date and eight lessons — each leading into the school's calendar page.
 */
export const TodayForAParent: Story = {
  play: async ({ canvasElement }) => {
    const box = screenBoxOf(canvasElement);
    const canvas = within(box);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "今日 · 11月24日星期二" }),
    ).toBeVisible();
    await expect(canvas.getByText("循環第 3 天")).toBeVisible();
    const list = canvas.getByRole("list", { name: "今日 · 11月24日星期二" });
    await expect(within(list).getAllByRole("link")).toHaveLength(9);
    await expect(within(list).getAllByRole("link")[0]).toHaveAttribute(
      "href",
      "/calendar.html#/calendar/ClassScheduleDetail?key=library-due%3A2026-11-24%3A7",
    );
    await expect(canvas.getByRole("link", { name: "開啟行事曆" })).toHaveAttribute(
      "href",
      "/calendar.html#/calendar/PersonalOverview?month=2026-11&day=2026-11-24",
    );
    // From the school's today, lessons included.
    await expect(log.last("calendarItems")).toEqual({
      who: "current",
      kinds: "*",
      pageNum: 1,
      pageSize: 20,
    });
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** A day off: its name, no lessons. */
export const ADayOff: Story = {
  args: { answers: calendarAnswers({ today: "2026-11-13" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    const list = await canvas.findByRole("list", { name: "今日 · 11月13日星期五" });
    await expect(within(list).getAllByRole("link")).toHaveLength(1);
    await expect(list).toHaveTextContent("教師發展日");
  },
};

export const NothingToday: Story = {
  args: { answers: calendarAnswers({ today: "2026-11-22" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(await canvas.findByText("今日沒有課堂或活動。")).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { user: null, onSignInPrompt: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(canvas.getByText("登入後，這裏會顯示今日的課堂和活動。")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(args.onSignInPrompt).toHaveBeenCalledTimes(1);
    await expect(log.entries("calendarItems")).toHaveLength(0);
  },
};

export const CouldNotLoad: Story = {
  args: { answers: [refuse(endpoints.calendarItems, 500, "伺服器發生錯誤，請稍後再試")] },
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(await canvas.findByText(/未能載入/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeVisible();
  },
};

export const English: Story = {
  args: { locale: "en-US", answers: calendarAnswers({ locale: "en-US" }) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Today · Tue, November 24" }),
    ).toBeVisible();
    await expect(canvas.getByText("Day 3 of the cycle")).toBeVisible();
  },
};
