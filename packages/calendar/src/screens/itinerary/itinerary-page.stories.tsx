import { endpoints } from "@campus/contract";
import {
  answer,
  callLog,
  page,
  PAYLOADS,
  pending,
  refuse,
  ScreenStory,
  userTextStory,
} from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { calendarAnswers } from "../../testing/calendar-answers";
import {
  calendarKinds,
  person,
  SIU_MING,
  TODAY,
  userTextItems,
  ZONE,
} from "../../testing/calendar-fixtures";
import { parentUser, withAddress } from "../../testing/calendar-stories";
import { ItineraryPage } from "./itinerary-page";

const log = callLog();

const meta = {
  title: "Calendar/Screens/Itinerary",
  component: ScreenStory,
  args: {
    path: "/calendar/PersonalDetail",
    route: "/calendar/PersonalDetail",
    screen: withAddress(ItineraryPage),
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

/**
 * From today, a heading per day; lessons left out (and the hint says why, with the way to
 * include them); ten items a page.
 */
export const FromToday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole("region", { name: "11月24日星期二 今日" });
    await expect(within(first).getByRole("link", { name: /還書限期/ })).toBeVisible();
    // A detail opened from here leads back here (issue 35, item 27).
    const href = within(first)
      .getByRole("link", { name: /還書限期/ })
      .getAttribute("href")!;
    await expect(new URLSearchParams(href.split("?")[1]).get("back")).toBe(
      "/calendar/PersonalDetail",
    );
    await expect(canvas.getByRole("region", { name: "11月26日星期四" })).toHaveTextContent(
      /四年級第一次測驗.*11月26日星期四至11月27日星期五/,
    );
    await expect(canvas.getByRole("button", { name: "課堂" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(canvas.getByRole("button", { name: "考試" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByText(/列表預設不列出課堂/)).toBeVisible();
    await expect(log.last("calendarItems")).toEqual({
      // No kinds named: the server lists those it lists unless asked (not lessons).
      who: "current",
      kinds: undefined,
      pageNum: 1,
      pageSize: 10,
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** "Lessons" adds the timetable; each day's heading then tells its cycle day. */
export const WithLessons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("region", { name: "11月24日星期二 今日" });
    await userEvent.click(canvas.getByRole("button", { name: "課堂" }));
    await expect(address(canvasElement).get("kinds")).toBe(
      "lesson,event,exam,holiday,library,interview,eca",
    );
    await expect(
      await canvas.findByRole("region", { name: "11月24日星期二 循環第 3 天 今日" }),
    ).toBeVisible();
    await expect(canvas.queryByText(/列表預設不列出課堂/)).toBeNull();
    await waitFor(() =>
      expect(log.last("calendarItems")).toMatchObject({ kinds: expect.stringContaining("lesson") }),
    );
  },
};

/** The last kind left on stays on: "nothing" would list everything. */
export const LastKindStaysOn: Story = {
  args: { path: "/calendar/PersonalDetail?kinds=exam" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "考試" })).toBeDisabled();
    await expect(await canvas.findByRole("region", { name: "11月26日星期四" })).toBeVisible();
    await expect(log.last("calendarItems")).toMatchObject({ kinds: "exam" });
  },
};

/** "More" adds the next ten under the first. */
export const ShowMore: Story = {
  args: { path: "/calendar/PersonalDetail?kinds=lesson" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole("button", { name: /顯示更多（已顯示 10 \// });
    await expect(canvas.getAllByRole("link")).toHaveLength(10);
    await userEvent.click(more);
    await waitFor(() => expect(canvas.getAllByRole("link")).toHaveLength(20));
    // Twenty in one answer (one query that grows, not a second page on its own).
    await expect(log.last("calendarItems")).toMatchObject({ pageNum: 1, pageSize: 20 });
  },
};

/** "Earlier days" moves the first day back two weeks; "back to today" returns. */
export const EarlierDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("region", { name: "11月24日星期二 今日" });
    await userEvent.click(canvas.getByRole("button", { name: "較早日子" }));
    await expect(address(canvasElement).get("from")).toBe("2026-11-10");
    await expect(await canvas.findByRole("region", { name: "11月13日星期五" })).toHaveTextContent(
      "教師發展日",
    );
    await expect(log.last("calendarItems")).toMatchObject({ from: "2026-11-10" });
    await expect(canvas.getByText("由11月10日星期二起")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "回到今日" }));
    await expect(address(canvasElement).get("from")).toBeNull();
  },
};

/** All children: each entry names whose it is. */
export const AllChildren: Story = {
  args: { path: "/calendar/PersonalDetail?who=all" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = await canvas.findByRole("region", { name: "11月24日星期二 今日" });
    await expect(within(today).getByRole("link", { name: /一年級家長晚會/ })).toHaveTextContent(
      "陳小欣",
    );
    await expect(canvas.getByRole("radio", { name: "全部子女" })).toBeChecked();
    await expect(log.last("calendarItems")).toMatchObject({ who: "all" });
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
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("沒有行程。")).toBeVisible();
    await expect(canvas.getByText(/按「課堂」加入/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { answers: [pending(endpoints.calendarItems)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("載入中")).toBeInTheDocument();
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

export const CouldNotLoad: Story = {
  args: { answers: [refuse(endpoints.calendarItems, 500, "伺服器發生錯誤，請稍後再試")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = (await canvas.findByText("未能載入行程。")).closest<HTMLElement>("[role=alert]")!;
    await expect(within(alert).getByRole("button", { name: "重試" })).toBeVisible();
  },
};

export const English: Story = {
  args: { locale: "en-US", answers: calendarAnswers({ locale: "en-US" }) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = await canvas.findByRole("region", { name: "Tue, November 24 Today" });
    await expect(within(today).getByRole("link", { name: /Return/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Earlier days" })).toBeVisible();
  },
};

export const Wide: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: "11月24日星期二 今日" })).toBeVisible();
  },
};

/** Stored user text (issue 7): school events whose title and place are the payloads. */
const written = [
  ...calendarAnswers(),
  answer(endpoints.calendarItems, () => ({
    ...page(
      userTextItems(
        PAYLOADS.map((p) => p.text),
        [SIU_MING],
      ),
      1,
      PAYLOADS.length,
    ),
    time_zone: ZONE,
    today: TODAY,
    from: TODAY,
    people: [person(SIU_MING)],
    kinds: calendarKinds(),
  })),
];
export const UserTextOnAPhone: Story = userTextStory("phone", { answers: written });
export const UserTextOnADesktop: Story = userTextStory("desktop", { answers: written });
