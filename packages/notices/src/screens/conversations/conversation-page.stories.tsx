import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { messagingTeacher, school } from "../../testing/messages-fixtures";
import { ConversationPage } from "./conversation-page";

/*
 * One family's conversation as the class teacher reads it: the father's note (new) and her
 * message to the class; a message to this family alone; a child not hers; a broken address.
 */

const meta = {
  title: "Notices/Screens/Conversation",
  component: ScreenStory,
  args: {
    path: "/notices/conversation?child=2",
    route: "/notices/conversation",
    screen: ConversationPage,
    answers: school(),
    user: messagingTeacher,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent = callLog();
/** Read, then answered: the answer goes to this family alone and joins the conversation. */
export const WriteToTheFamily: Story = {
  args: { answers: school(), onRuntime: sent.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "4A 1 陳小明的家長" })).toBeVisible();
    const table = canvas.getByRole("table", { name: "陳小明的訊息" });
    const [, note, toClass] = within(table).getAllByRole("row");
    await expect(note).toHaveTextContent("陳大文家長新訊息");
    await expect(toClass).toHaveTextContent("致全班（4A）");
    await userEvent.type(
      canvas.getByRole("textbox", { name: /^訊息內容/ }),
      "找到了，已交給小明。",
    );
    await userEvent.click(canvas.getByRole("button", { name: "發送" }));
    await waitFor(() =>
      expect(sent.last("sendFamilyMessage")).toEqual({
        to: { kind: "family", child_id: 2 },
        body: "找到了，已交給小明。",
      }),
    );
    await waitFor(() =>
      expect(within(table).getAllByRole("row")[1]).toHaveTextContent("找到了，已交給小明。"),
    );
    await expect(canvas.getByRole("link", { name: "返回家長訊息" })).toBeVisible();
  },
};

/** A child of another class (a stale link): said on the page, with the way back. */
export const NotYours: Story = {
  args: { path: "/notices/conversation?child=99" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到這位學生，或他不在你任教的班別。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回家長訊息" })).toBeVisible();
  },
};

const none = callLog();
/** A broken address: nothing asked of the server. */
export const BrokenAddress: Story = {
  args: { path: "/notices/conversation?child=abc", onRuntime: none.onRuntime },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("找不到這位學生，或他不在你任教的班別。"),
    ).toBeVisible();
    await expect(none.entries("conversation")).toHaveLength(0);
  },
};

/** In English, on a phone. */
export const PhoneEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "4A 1 Chan Siu Ming's family" }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("heading", { name: "Write to Chan Siu Ming's family" }),
    ).toBeVisible();
    const cards = canvas.getByRole("list", { name: "Messages about Chan Siu Ming" });
    await expect(within(cards).getByText("New")).toBeVisible();
  },
};
