import { endpoints } from "@campus/contract";
import { answer, callLog, page, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { family, messagingParent } from "../../testing/messages-fixtures";
import { FamilyMessagesPage } from "./family-messages-page";

/*
 * A parent's messages with the school about 陳小明: the class teacher's reply not yet read, his
 * own note, her message to the whole class; a note written and sent (a blank one is not); a
 * refusal that keeps the words; none yet, in English on a phone.
 */

const meta = {
  title: "Notices/Screens/FamilyMessages",
  component: ScreenStory,
  args: {
    path: "/notices/messages",
    route: "/notices/messages",
    screen: FamilyMessagesPage,
    answers: family(),
    user: messagingParent,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent = callLog();
/** The conversation, the newest first; a note to the class teacher joins it on top. */
export const WriteToTheTeacher: Story = {
  args: { answers: family(), onRuntime: sent.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "陳小明的訊息" });
    await within(table).findByText(/已經交給小明帶回家/);
    const [, reply, own, toClass] = within(table).getAllByRole("row");
    await expect(reply).toHaveTextContent("黃嘉欣學校新訊息");
    await expect(reply).toHaveTextContent("已經交給小明帶回家");
    await expect(own).toHaveTextContent("陳大文家長");
    await expect(own).not.toHaveTextContent("新訊息");
    await expect(toClass).toHaveTextContent("致全班（4A）");
    await expect(canvas.getByText("關於陳小明")).toBeVisible();

    // A blank note is not sent.
    await userEvent.click(canvas.getByRole("button", { name: "發送" }));
    await expect(canvas.getByRole("textbox", { name: /^訊息內容/ })).toHaveAccessibleDescription(
      expect.stringContaining("請填寫此項"),
    );
    await expect(sent.entries("familyMessageReply")).toHaveLength(0);

    await userEvent.type(
      canvas.getByRole("textbox", { name: /^訊息內容/ }),
      "謝謝老師！{enter}明天會帶圍裙。",
    );
    await userEvent.click(canvas.getByRole("button", { name: "發送" }));
    await waitFor(() =>
      expect(sent.last("familyMessageReply")).toEqual({ body: "謝謝老師！\n明天會帶圍裙。" }),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByText("訊息已發送"),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^訊息內容/ })).toHaveValue("");
    await waitFor(() =>
      expect(within(table).getAllByRole("row")[1]).toHaveTextContent("明天會帶圍裙。"),
    );
  },
};

/** Refused by the school's server: the reason above the button, the words as typed. */
export const Refused: Story = {
  args: {
    answers: [...family(), refuse(endpoints.familyMessageReply, 404, "找不到這位子女")],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole("textbox", { name: /^訊息內容/ });
    await userEvent.type(field, "小明明天請假。");
    await userEvent.click(canvas.getByRole("button", { name: "發送" }));
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole("alert")
          .map((a) => a.textContent)
          .filter(Boolean),
      ).toEqual(["找不到這位子女"]),
    );
    await expect(field).toHaveValue("小明明天請假。");
  },
};

/** Nothing yet, in English on a phone: the cards' list is empty, the note can still be written. */
export const NoneYetPhoneEnglish: Story = {
  args: { locale: "en-US", answers: [answer(endpoints.familyMessages, page([]))] },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No messages yet.")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Write to the class teacher" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Message/ })).toBeVisible();
  },
};
