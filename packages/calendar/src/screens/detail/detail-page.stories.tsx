import { endpoints } from "@campus/contract";
import { answer, callLog, PAYLOADS, pending, ScreenStory, userTextStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { calendarAnswers } from "../../testing/calendar-answers";
import { SIU_MING, userTextDetail } from "../../testing/calendar-fixtures";
import { parentUser } from "../../testing/calendar-stories";
import { DetailPage } from "./detail-page";

const log = callLog();

// 4A's first lesson on cycle day 3 (Tuesday 24 November): Mathematics, period 1.
const MATHS = "lesson:4031:2026-11-24";

const at = (key: string) => `/calendar/ClassScheduleDetail?key=${encodeURIComponent(key)}`;

const meta = {
  title: "Calendar/Screens/Detail",
  component: ScreenStory,
  args: {
    path: at(MATHS),
    route: "/calendar/ClassScheduleDetail",
    screen: DetailPage,
    answers: calendarAnswers(),
    user: parentUser(),
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const fact = (canvasElement: HTMLElement, term: string) => {
  const dt = [...canvasElement.querySelectorAll("dt")].find((d) => d.textContent === term);
  return dt?.nextElementSibling?.textContent;
};

/** A lesson: subject, day and time, cycle day and period, teacher, room, class, whose. */
export const ALesson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 2, name: "數學" })).toBeVisible();
    await expect(fact(canvasElement, "日期")).toBe("2026年11月24日星期二");
    await expect(fact(canvasElement, "時間")).toBe("08:30 – 09:05");
    await expect(fact(canvasElement, "循環日")).toBe("循環第 3 天，第 1 節");
    await expect(fact(canvasElement, "老師")).toBe("李志明老師");
    await expect(fact(canvasElement, "課室")).toBe("4A 課室");
    await expect(fact(canvasElement, "班別")).toBe("4A");
    await expect(fact(canvasElement, "相關人士")).toBe("陳小明");
    await expect(canvas.getByRole("link", { name: "返回行事曆總覽" })).toHaveAttribute(
      "href",
      "/calendar/PersonalOverview?month=2026-11&day=2026-11-24",
    );
  },
};

/** Opened from the itinerary: back to the list as it was filtered, not to the overview. */
export const FromTheItinerary: Story = {
  args: {
    path: `${at(MATHS)}&back=${encodeURIComponent("/calendar/PersonalDetail?who=all&kinds=lesson")}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 2, name: "數學" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回行程列表" })).toHaveAttribute(
      "href",
      "/calendar/PersonalDetail?who=all&kinds=lesson",
    );
    await expect(canvas.queryByRole("link", { name: "返回行事曆總覽" })).toBeNull();
  },
};

/** A `back` that is not the itinerary's (another site, another page) is ignored. */
export const BackElsewhereIgnored: Story = {
  args: { path: `${at(MATHS)}&back=${encodeURIComponent("https://evil.example/")}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "返回行事曆總覽" })).toHaveAttribute(
      "href",
      "/calendar/PersonalOverview?month=2026-11&day=2026-11-24",
    );
  },
};

/**
 * A school event: its day, time and place, its audience in words, the school's description
 * with its line breaks (as text).
 */
export const AnEvent: Story = {
  args: { path: at("event:101") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 2, name: "陸運會" })).toBeVisible();
    await expect(fact(canvasElement, "時間")).toBe("08:30 – 15:30");
    await expect(fact(canvasElement, "地點")).toBe("將軍澳運動場");
    await expect(fact(canvasElement, "對象")).toBe("三年級、四年級、五年級和六年級");
    const description = canvas.getByText(/請穿著運動服/);
    await expect(description.textContent).toBe(
      "請穿著運動服，帶備水樽及帽子。\n家長可於看台觀賽。",
    );
    await expect(getComputedStyle(description).whiteSpace).toBe("pre-line");
    // The school's files open from their addresses on the API's origin, in a new tab.
    const files = canvas.getByRole("region", { name: "附件" });
    const notice = within(files).getByRole("link", { name: "陸運會通告.pdf" });
    await expect(notice.getAttribute("href")).toMatch(
      /^https?:\/\/[^/]+\/api\/calendar\/attachment\/1\/Key1x+\/%E9%99%B8/,
    );
    await expect(notice).toHaveAttribute("target", "_blank");
    await expect(within(files).getByText("PDF · 284.5 kB")).toBeVisible();
    await expect(within(files).getByText("PNG · 1.4 MB")).toBeVisible();
  },
};

/** Several days, one class: the range and "4A 班". */
export const AClassOuting: Story = {
  args: { path: at("event:102") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 2, name: "參觀香港科學館" });
    await expect(fact(canvasElement, "對象")).toBe("4A 班");
  },
};

export const AnExamOverTwoDays: Story = {
  args: { path: at("event:103") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 2, name: "四年級第一次測驗" });
    await expect(fact(canvasElement, "日期")).toBe("2026年11月26日星期四至2026年11月27日星期五");
    await expect(fact(canvasElement, "時間")).toBe("全日");
  },
};

/** A library due date: a plain link to the library's own page (no import of the library). */
export const ALibraryDueDate: Story = {
  args: { path: at("library-due:2026-11-24:7") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 2, name: "還書限期：《恐龍大探險》" });
    const link = canvas.getByRole("link", { name: "在圖書館查看" });
    await expect(link).toHaveAttribute("href", "/library/myrecord/borrow/now");
    await userEvent.click(link);
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/library/myrecord/borrow/now",
    );
  },
};

/** "Add to my calendar": the item's .ics, handed to the browser as a file. */
export const AddToMyCalendar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const made = spyOn(URL, "createObjectURL");
    const clicked = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    try {
      await userEvent.click(await canvas.findByRole("button", { name: "加入我的行事曆" }));
      await expect(await canvas.findByText(/已下載 lesson-4031-2026-11-24\.ics/)).toBeVisible();
      await expect(log.last("calendarItemIcs")).toEqual({ key: MATHS });
      await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
      const blob = made.mock.calls[0]![0] as Blob;
      await expect(blob.type).toBe("text/calendar;charset=utf-8");
      await expect(await blob.text()).toMatch(/^BEGIN:VCALENDAR/);
      const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
      await expect(anchor.download).toBe("lesson-4031-2026-11-24.ics");
    } finally {
      made.mockRestore();
      clicked.mockRestore();
    }
  },
};

/** A key the server does not know (a cancelled event, another family's): not found. */
export const NotFound: Story = {
  args: { path: at("event:999") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "找不到這個行程" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回行事曆總覽" })).toBeVisible();
  },
};

export const NoKey: Story = {
  args: { path: "/calendar/ClassScheduleDetail" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "找不到這個行程" })).toBeVisible();
    await expect(log.entries("calendarItem")).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { answers: [pending(endpoints.calendarItem)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("載入中").length).toBeGreaterThan(0);
  },
};

export const English: Story = {
  args: { path: at("event:101"), locale: "en-US", answers: calendarAnswers({ locale: "en-US" }) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 2, name: "Sports day" });
    await expect(fact(canvasElement, "For")).toBe("Primary 3, Primary 4, Primary 5, and Primary 6");
    await expect(fact(canvasElement, "Date")).toBe("Thursday, November 19, 2026");
    await expect(canvas.getByRole("button", { name: "Add to my calendar" })).toBeVisible();
  },
};

export const Wide: Story = {
  args: { path: at("event:103") },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "四年級第一次測驗" }),
    ).toBeVisible();
  },
};

/** Stored user text (issue 7): a school event's title, place, description and file names. */
const written = [
  ...calendarAnswers(),
  answer(endpoints.calendarItem, () =>
    userTextDetail(
      PAYLOADS.map((p) => p.text),
      [SIU_MING],
    ),
  ),
];
export const UserTextOnAPhone: Story = userTextStory("phone", {
  path: at("event:900"),
  answers: written,
});
export const UserTextOnADesktop: Story = userTextStory("desktop", {
  path: at("event:900"),
  answers: written,
});
