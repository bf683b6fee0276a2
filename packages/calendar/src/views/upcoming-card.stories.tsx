import { endpoints } from "@campus/contract";
import { answer, callLog, page, ScreenStory, screenBox, screenBoxOf } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { calendarAnswers } from "../testing/calendar-answers";
import { calendarKinds, person, SIU_MING, TODAY, ZONE } from "../testing/calendar-fixtures";
import { inAnElement, parentUser } from "../testing/calendar-stories";
import { UpcomingCard } from "./upcoming-card";

const log = callLog();

const meta = {
  title: "Calendar/CompactViews/Upcoming",
  component: ScreenStory,
  args: {
    path: "/calendar/PersonalOverview",
    route: "/calendar/PersonalOverview",
    screen: inAnElement(UpcomingCard, { limit: 4 }),
    answers: calendarAnswers(),
    user: parentUser(),
    onRuntime: log.onRuntime,
  },
  decorators: [screenBox(280)],
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `view="upcoming" limit="4"`: the next four items (no lessons), each with its day and kind. */
export const ComingUp: Story = {
  play: async ({ canvasElement }) => {
    const box = screenBoxOf(canvasElement);
    const canvas = within(box);
    const list = await canvas.findByRole("list", { name: "即將舉行" });
    const links = within(list).getAllByRole("link");
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveTextContent(/還書限期.*11月24日星期二 · 圖書館/);
    await expect(links[1]).toHaveTextContent(/足球隊練習.*11月25日星期三 15:45 · 課外活動/);
    await expect(links[2]).toHaveAttribute(
      "href",
      "/calendar.html#/calendar/ClassScheduleDetail?key=event%3A103",
    );
    await expect(canvas.getByRole("link", { name: "查看全部行程" })).toHaveAttribute(
      "href",
      "/calendar.html#/calendar/PersonalDetail",
    );
    await expect(log.last("calendarItems")).toEqual({
      // No kinds named: the server lists those it lists unless asked (not lessons).
      who: "current",
      kinds: undefined,
      pageNum: 1,
      pageSize: 4,
    });
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const NothingComing: Story = {
  args: {
    answers: [
      answer(endpoints.calendarItems, {
        ...page([]),
        time_zone: ZONE,
        today: TODAY,
        from: TODAY,
        people: [person(SIU_MING)],
        kinds: calendarKinds(),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(await canvas.findByText("暫時沒有即將舉行的行程。")).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { user: null, onSignInPrompt: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(args.onSignInPrompt).toHaveBeenCalledTimes(1);
    await expect(log.entries("calendarItems")).toHaveLength(0);
  },
};

export const English: Story = {
  args: { locale: "en-US", answers: calendarAnswers({ locale: "en-US" }) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    const list = await canvas.findByRole("list", { name: "Coming up" });
    await expect(within(list).getAllByRole("link")[0]).toHaveTextContent(/Return/);
  },
};
