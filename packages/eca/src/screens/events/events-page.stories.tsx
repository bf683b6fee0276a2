import { endpoints } from "@campus/contract";
import {
  answer,
  callLog,
  page,
  PAYLOADS,
  pending,
  ScreenStory,
  userTextStory,
} from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ecaSettings, ecaTeacher, eventRow, events } from "../../testing/eca-fixtures";
import { EventsPage } from "./events-page";

/*
 * The event list: its rows on a phone and a desk, every filter going into the address and the
 * call, "my events", nothing found, loading.
 */

const log = callLog();

const meta = {
  title: "ECA/Screens/Events",
  component: ScreenStory,
  args: {
    path: "/smarteca/events",
    route: "/smarteca/events",
    screen: EventsPage,
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaEvents, page(events())),
    ],
    user: ecaTeacher,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone each event is a card: name, code, category, dates, students, status. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "全部活動" });
    await expect(await within(list).findByText("2026/27 全港學界田徑比賽")).toBeVisible();
    await expect(within(list).getByText("ECA2026-001")).toBeVisible();
    await expect(within(list).getByText("2026年11月2日 至 2026年11月4日")).toBeVisible();
    await expect(within(list).getByText("12 人")).toBeVisible();
    await expect(within(list).getByText("待審批")).toBeVisible();
    await expect(within(list).getByText("不通過")).toBeVisible();
    // Each event opens in the editor; a teacher may add one.
    await expect(
      within(list).getByRole("link", { name: "2026/27 全港學界田徑比賽" }),
    ).toHaveAttribute("href", expect.stringMatching(/\/smarteca\/event\?id=1$/));
    await expect(within(canvasElement).getByRole("link", { name: "新增活動" })).toBeVisible();
  },
};

/**
 * A zh-CN reader sees the names the school manages in Simplified script (issue 35, item 19):
 * the event, its category in the filter; a teacher's name stays as written.
 */
export const SimplifiedNames: Story = {
  args: { locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "全部活动" });
    await expect(await within(list).findByText("2026/27 全港学界田径比赛")).toBeVisible();
    await expect(within(list).queryByText("2026/27 全港學界田徑比賽")).toBeNull();
    await expect(await canvas.findByRole("option", { name: "体育发展" })).toBeInTheDocument();
    await expect(canvas.queryByRole("option", { name: "體育發展" })).toBeNull();
  },
};

/** Each filter is in the address and in the call; a stray one is dropped. */
export const Filtering: Story = {
  args: { path: "/smarteca/events?status=approved&year=2025" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(log.last("ecaEvents")).toMatchObject({ school_year: 2025 }));
    await expect(log.last("ecaEvents")?.status).toBeUndefined();
    await canvas.findByRole("option", { name: "體育發展" });
    await userEvent.selectOptions(canvas.getByLabelText("類別"), "5");
    await waitFor(() =>
      expect(log.last("ecaEvents")).toMatchObject({ category_id: 5, school_year: 2025 }),
    );
    await userEvent.selectOptions(canvas.getByLabelText("狀態"), "pending");
    await userEvent.selectOptions(canvas.getByLabelText("資料來源"), "parent");
    await userEvent.type(canvas.getByRole("searchbox", { name: "搜尋編號或名稱" }), "田徑");
    await userEvent.click(canvas.getByRole("button", { name: "搜尋" }));
    await waitFor(() =>
      expect(log.last("ecaEvents")).toMatchObject({
        category_id: 5,
        status: "pending",
        source: "parent",
        q: "田徑",
        pageNum: 1,
      }),
    );
  },
};

/** "My events": the teacher's own, in the address. */
export const MyEvents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: "我的活動" }));
    await waitFor(() => expect(log.last("ecaEvents")).toMatchObject({ mine: true }));
    await expect(await canvas.findByRole("list", { name: "我的活動" })).toBeVisible();
  },
};

export const NothingFound: Story = {
  args: {
    answers: [answer(endpoints.ecaSettings, ecaSettings()), answer(endpoints.ecaEvents, page([]))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("沒有符合條件的活動")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { answers: [answer(endpoints.ecaSettings, ecaSettings()), pending(endpoints.ecaEvents)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("search", { name: "篩選活動" })).toBeVisible();
    await expect(canvas.queryByText("ECA2026-001")).toBeNull();
  },
};

export const EnglishDesktop: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "All events" });
    await expect(
      await within(table).findByText("Inter-school Athletics Meet 2026/27"),
    ).toBeVisible();
    await expect(within(table).getByText("31.25")).toBeVisible();
    await expect(within(table).getByText("Parent")).toBeVisible();
    await expect(within(table).getByText("Nov 2, 2026 to Nov 4, 2026")).toBeVisible();
  },
};

/** Stored user text (issue 7): events the office named with the payloads. */
const named = {
  answers: [
    answer(endpoints.ecaSettings, ecaSettings()),
    answer(
      endpoints.ecaEvents,
      page(
        PAYLOADS.map((payload, i) =>
          eventRow({ id: 100 + i, code: `X-${i}`, name_zh: payload.text, name_en: payload.text }),
        ),
        1,
        PAYLOADS.length,
      ),
    ),
  ],
};
export const UserTextOnAPhone: Story = userTextStory("phone", named);
export const UserTextOnADesktop: Story = userTextStory("desktop", named);
