import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { messagingTeacher, school } from "../../testing/messages-fixtures";
import { InboxPage } from "./inbox-page";

/*
 * A class teacher's messages with 4A's families: 陳小明's father's note unread on top; a message
 * to the whole class; those with news only; a teacher with no class; English on a phone.
 */

const meta = {
  title: "Notices/Screens/Inbox",
  component: ScreenStory,
  args: {
    path: "/notices/inbox",
    route: "/notices/inbox",
    screen: InboxPage,
    answers: school(),
    user: messagingTeacher,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent = callLog();
/** The families, news first; a message to the class goes to each of them. */
export const WriteToTheClass: Story = {
  args: { answers: school(), onRuntime: sent.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "學生及家長" });
    await within(table).findByRole("link", { name: "4A 1 陳小明" });
    const [, chan, mak] = within(table).getAllByRole("row");
    await expect(within(chan!).getByRole("link", { name: "4A 1 陳小明" })).toHaveAttribute(
      "href",
      expect.stringContaining("/notices/conversation?child=2"),
    );
    await expect(chan).toHaveTextContent("家長陳大文：黃老師好");
    await expect(chan).toHaveTextContent("1 則未讀");
    await expect(mak).toHaveTextContent("黃嘉欣：各位家長好");
    await expect(mak).not.toHaveTextContent("未讀");

    const field = canvas.getByRole("textbox", { name: /^訊息內容/ });
    await expect(canvas.getByRole("combobox", { name: /^班別/ })).toHaveValue("4A");
    await userEvent.type(field, "明天是便服日。");
    await userEvent.click(canvas.getByRole("button", { name: "發送" }));
    await waitFor(() =>
      expect(sent.last("sendFamilyMessage")).toEqual({
        to: { kind: "class", class_name: "4A" },
        body: "明天是便服日。",
      }),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByText("已發送給 2 個家庭"),
    ).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole("row")[2]).toHaveTextContent("便服日"));
  },
};

const filtered = callLog();
/** Those with news only: asked of the server. */
export const Unread: Story = {
  args: { answers: school(), onRuntime: filtered.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "學生及家長" });
    await userEvent.click(canvas.getByRole("radio", { name: "有未讀訊息" }));
    await waitFor(() => expect(filtered.last("conversations")).toMatchObject({ filter: "unread" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    await expect(within(table).getByRole("link", { name: "4A 1 陳小明" })).toBeVisible();
  },
};

/** A teacher with no class: nothing to write to, and the list says why. */
export const NoClass: Story = {
  args: { answers: school({ classes: [], conversations: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("你未有任教的班別，未能與家長互通訊息。")).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** The office, with every class: a class chosen narrows the list. In English, on a phone. */
export const OfficePhoneEnglish: Story = {
  args: {
    locale: "en-US",
    answers: [...school({ classes: ["4A", "6C"] })],
  },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole("list", { name: "Students and their families" });
    await expect(await within(cards).findByText("1 unread")).toBeVisible();
    const filter = canvas.getByRole("combobox", { name: "Class" });
    await userEvent.selectOptions(filter, "6C");
    await expect(filter).toHaveValue("6C");
    await expect(
      canvas.getByRole("heading", { name: "Write to a class's families" }),
    ).toBeVisible();
  },
};

/** Loading nothing more: the answer is there but empty for the unread filter. */
export const NoNews: Story = {
  args: {
    path: "/notices/inbox?show=unread",
    answers: [
      answer(endpoints.conversations, {
        list: [],
        total: 0,
        pageNum: 1,
        pageSize: 10,
        classes: ["4A"],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("沒有未讀的家長訊息。")).toBeVisible();
  },
};
