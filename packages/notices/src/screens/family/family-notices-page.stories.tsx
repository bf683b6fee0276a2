import { endpoints } from "@campus/contract";
import { childUser, parentUser } from "@campus/contract/fixtures";
import type { Notice } from "@campus/contract/notices";
import { answer, callLog, page, pending, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FamilyNoticesPage } from "./family-notices-page";

const MING = { id: 2, name_zh: "陳小明", name_en: "Chan Siu Ming" };
const YAN = { id: 3, name_zh: "陳小欣", name_en: "Chan Siu Yan" };

function notice(fields: Partial<Notice> & Pick<Notice, "id">): Notice {
  return {
    title_zh: "通告",
    title_en: "Notice",
    body_zh: "內容",
    body_en: "Text",
    attachments: [],
    published_at: "2026-11-20T01:30:00.000Z",
    child: MING,
    read_at: null,
    slip: null,
    reply: null,
    ...fields,
  };
}

// Unread first, then the newest, as the server sends them.
const NOTICES: Notice[] = [
  notice({ id: 3, title_zh: "秋季旅行通告", title_en: "Autumn outing" }),
  notice({
    id: 2,
    title_zh: "家長日安排",
    title_en: "",
    published_at: "2026-11-12T01:30:00.000Z",
    child: YAN,
    read_at: "2026-11-13T09:00:00.000Z",
  }),
  notice({
    id: 1,
    title_zh: "學校假期",
    title_en: "School holiday",
    published_at: "2026-11-02T01:30:00.000Z",
    read_at: "2026-11-02T12:00:00.000Z",
  }),
];

const meta = {
  title: "Notices/Screens/FamilyNotices",
  component: ScreenStory,
  args: {
    path: "/notices/home",
    route: "/notices/home",
    screen: FamilyNoticesPage,
    answers: [answer(endpoints.notices, page(NOTICES))],
    user: parentUser(),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnreadAndRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "通告" }));
    const unread = await table.findByRole("link", { name: "秋季旅行通告" });
    await expect(unread).toHaveAttribute("href", "/notices/detail?id=3&child=2");
    const rows = table.getAllByRole("row");
    // A header row, then the unread notice first: bold and tagged.
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByText("未讀")).toBeVisible();
    await expect(within(rows[1]!).getByText("陳小明")).toBeVisible();
    await expect(within(rows[1]!).getByText("2026年11月20日")).toBeVisible();
    await expect(getComputedStyle(unread).fontWeight).toBe("600");
    const read = table.getByRole("link", { name: "家長日安排" });
    await expect(read).toHaveAttribute("href", "/notices/detail?id=2&child=3");
    await expect(getComputedStyle(read).fontWeight).toBe("400");
    await expect(within(rows[2]!).getByText("已讀")).toBeVisible();
    await expect(within(rows[2]!).getByText("陳小欣")).toBeVisible();
  },
};

export const OpenANotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "通告" }));
    await userEvent.click(await table.findByRole("link", { name: "秋季旅行通告" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/notices/detail?id=3&child=2",
    );
  },
};

const filtered = callLog();
export const OneChildsNotices: Story = {
  args: {
    answers: [
      answer(endpoints.notices, (sent) =>
        page(
          sent.childId === undefined ? NOTICES : NOTICES.filter((n) => n.child.id === sent.childId),
        ),
      ),
    ],
    onRuntime: filtered.onRuntime,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "通告" }));
    await expect(await table.findByRole("link", { name: "秋季旅行通告" })).toBeVisible();
    const child = within(canvas.getByRole("radiogroup", { name: "子女" }));
    await expect(child.getByRole("radio", { name: "全部子女" })).toBeChecked();
    await expect(filtered.last("notices")).toEqual({ pageNum: 1, pageSize: 10 });
    await userEvent.click(child.getByRole("radio", { name: "陳小欣" }));
    await waitFor(() =>
      expect(filtered.last("notices")).toEqual({ pageNum: 1, pageSize: 10, childId: 3 }),
    );
    await expect(await table.findByRole("link", { name: "家長日安排" })).toBeVisible();
    await expect(table.queryByRole("link", { name: "秋季旅行通告" })).toBeNull();
    await expect(child.getByRole("radio", { name: "陳小欣" })).toBeChecked();
    // Back to all of them: the family's whole list again (the answer already in hand).
    await userEvent.click(child.getByRole("radio", { name: "全部子女" }));
    await expect(await table.findByRole("link", { name: "秋季旅行通告" })).toBeVisible();
    await expect(table.getByRole("link", { name: "家長日安排" })).toBeVisible();
    await expect(child.getByRole("radio", { name: "全部子女" })).toBeChecked();
  },
};

/** One child at the school: nothing to choose between, so no filter. */
export const OnlyChild: Story = {
  args: {
    user: parentUser({ childsUser: [childUser(2, "陳小明", "Chan Siu Ming")] }),
    answers: [answer(endpoints.notices, page(NOTICES.filter((n) => n.child.id === 2)))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "通告" }));
    await expect(await table.findByRole("link", { name: "秋季旅行通告" })).toBeVisible();
    await expect(canvas.queryByRole("radiogroup", { name: "子女" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { answers: [answer(endpoints.notices, page([]))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByText("暫時沒有通告。學校發出通告後會在這裏顯示。"))[0],
    ).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "秋季旅行通告" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { answers: [pending(endpoints.notices)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("table", { name: "通告" })).toBeVisible();
    await expect(canvas.queryByText("秋季旅行通告")).toBeNull();
    await expect(canvas.queryByText("暫時沒有通告。學校發出通告後會在這裏顯示。")).toBeNull();
  },
};

const signedOut = callLog();
export const SignedOut: Story = {
  args: { user: null, onRuntime: signedOut.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("登入後可查看學校發給子女的通告。")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(signedOut.entries("notices")).toHaveLength(0);
  },
};

/** English titles where the school wrote them, the Chinese where it did not; English names. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "Notices" }));
    await expect(await table.findByRole("link", { name: "Autumn outing" })).toBeVisible();
    await expect(table.getByRole("link", { name: "家長日安排" })).toBeVisible();
    const rows = table.getAllByRole("row");
    await expect(within(rows[1]!).getByText("Unread")).toBeVisible();
    await expect(within(rows[1]!).getByText("Chan Siu Ming")).toBeVisible();
    await expect(within(rows[1]!).getByText("Nov 20, 2026")).toBeVisible();
    await expect(within(rows[2]!).getByText("Read")).toBeVisible();
    await expect(
      within(canvas.getByRole("radiogroup", { name: "Child" })).getByRole("radio", {
        name: "All children",
      }),
    ).toBeChecked();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On a phone the rows are cards in a list.
    const list = await canvas.findByRole("list", { name: "通告" });
    const link = await within(list).findByRole("link", { name: "秋季旅行通告" });
    await expect(link).toBeVisible();
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    const first = within(within(list).getAllByRole("listitem")[0]!);
    await expect(first.getByText("未讀")).toBeVisible();
    await expect(first.getByText("陳小明")).toBeVisible();
    await expect(canvas.getByRole("radiogroup", { name: "子女" })).toBeVisible();
    // Nothing wider than the phone.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
