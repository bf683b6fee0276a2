import { endpoints, type ChatAnswer } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { answer, callLog, ScreenStory, refuse } from "@campus/ui/testing";
import { Button } from "@campus/ui";
import { useState } from "react";
import { books } from "../testing/library-fixtures";
import { ChatPanel } from "./chat-panel";

const { onRuntime, bodies } = callLog();
const asked = () => bodies("libraryChat");

function reply(sent: { message: string; history?: unknown[] }): ChatAnswer {
  const followUp = (sent.history ?? []).length > 0;
  const english = sent.message.includes("English") || followUp;
  if (sent.message === "不限年齡")
    return {
      reply: "我找到 2 本英文恐龍書。",
      intent: {
        keywords: ["恐龍"],
        age: null,
        language: "en",
        category_id: 1,
        carried: ["topic", "language"],
      },
      books: [books[1]!, books[3]!],
      engine: "local",
    };
  return {
    reply: english
      ? "我找到 2 本適合 7 歲小朋友的英文恐龍書。"
      : "我找到 3 本適合 7 歲小朋友的恐龍書。",
    intent: {
      keywords: ["恐龍"],
      age: 7,
      language: english ? "en" : null,
      category_id: 1,
      // A follow-up only said the language: the topic and the age are from before.
      carried: followUp ? ["topic", "age"] : [],
    },
    books: english ? [books[1]!, books[3]!] : books.slice(0, 3),
    engine: "local",
  };
}

const Open = () => <ChatPanel open onClose={() => undefined} />;

const meta = {
  title: "Library/ChatPanel",
  component: ScreenStory,
  args: {
    path: "/library/home",
    route: "/library/home",
    screen: Open,
    answers: [answer(endpoints.libraryChat, reply)],
    user: null,
    onRuntime,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AskAndRefine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole("dialog", { name: "AI 找書助手" }));
    await expect(panel.getByRole("note")).toHaveTextContent("答案由 AI 根據館藏自動產生，僅供參考");
    await userEvent.click(panel.getByRole("button", { name: "適合七歲小朋友的恐龍書" }));
    await expect(await panel.findByText("我找到 3 本適合 7 歲小朋友的恐龍書。")).toBeVisible();
    await expect(panel.getByText("7 歲")).toBeVisible();
    await expect(panel.getByRole("link", { name: /恐龍大探險/ })).toHaveAttribute(
      "href",
      "/library/bookdetail?id=1&xschoolCode=DEMO",
    );

    await userEvent.type(panel.getByRole("textbox", { name: "你的問題" }), "要英文的{Enter}");
    await expect(await panel.findByText("我找到 2 本適合 7 歲小朋友的英文恐龍書。")).toBeVisible();
    await expect(panel.getByText("英文")).toBeVisible();
    await expect(asked()[1]).toEqual({
      message: "要英文的",
      history: [
        { role: "reader", text: "適合七歲小朋友的恐龍書" },
        { role: "assistant", text: "我找到 3 本適合 7 歲小朋友的恐龍書。" },
      ],
      schoolId: 1,
    });
    await expect(panel.getByRole("textbox", { name: "你的問題" })).toHaveValue("");
  },
};

/** An opener's panel, as the library's pages have it. */
function Opened() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>AI 找書助手</Button>
      <ChatPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The phone's Back closes the helper and the page stays; closed by ×, its entry goes too. */
export const BackClosesIt: Story = {
  args: { screen: Opened },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = location.href;
    await userEvent.click(canvas.getByRole("button", { name: "AI 找書助手" }));
    await canvas.findByRole("dialog", { name: "AI 找書助手" });
    history.back();
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(location.href).toBe(address);

    await userEvent.click(canvas.getByRole("button", { name: "AI 找書助手" }));
    const panel = within(await canvas.findByRole("dialog", { name: "AI 找書助手" }));
    await expect(history.state).toHaveProperty("campusPanel");
    await userEvent.click(panel.getByRole("button", { name: "關閉" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(history.state?.campusPanel).toBeUndefined());
    await expect(location.href).toBe(address);
  },
};

export const AFailureKeepsTheQuestion: Story = {
  args: { answers: [refuse(endpoints.libraryChat, 500, "伺服器發生錯誤，請稍後再試")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole("dialog"));
    const box = panel.getByRole("textbox", { name: "你的問題" });
    await userEvent.type(box, "太空書{Enter}");
    await waitFor(() => expect(asked()).toHaveLength(1));
    await waitFor(() => expect(panel.getByRole("button", { name: "發送" })).toBeEnabled());
    await expect(box).toHaveValue("太空書");
    // Said in the conversation, not by a toast over the reader's box.
    const said = await panel.findByRole("alert");
    await expect(said).toHaveTextContent("伺服器發生錯誤，請稍後再試");
    await expect(said).toHaveTextContent("未能取得答案。你的問題仍在下方，可以再傳送。");
    await expect(canvas.getAllByText("伺服器發生錯誤，請稍後再試")).toHaveLength(1);
  },
};

/** Offline on a phone: "you seem to be offline" in the conversation; the box stays in reach. */
export const OfflineOnAPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const offline = spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const canvas = within(canvasElement);
      const panel = within(await canvas.findByRole("dialog"));
      const box = panel.getByRole("textbox", { name: "你的問題" });
      await userEvent.type(box, "有冇啲講香港歷史嘅書？{Enter}");
      const said = await panel.findByRole("alert");
      await expect(said).toHaveTextContent("你似乎已離線");
      await expect(asked()).toHaveLength(0);
      await expect(box).toHaveValue("有冇啲講香港歷史嘅書？");
      // Said in the conversation only: no toast (which would cover the box) is on the page.
      await expect(document.querySelectorAll("[data-tone=error]")).toHaveLength(0);
    } finally {
      offline.mockRestore();
    }
  },
};

export const EnglishOnAPhone: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "AI book finder" });
    await expect(within(dialog).getByRole("note")).toHaveTextContent("for reference only");
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A follow-up keeps the earlier question's conditions (issue 9, item 16): they are marked as
 * kept, and the reader drops one with its ×, which asks "不限年齡" in the conversation. Each
 * book says its own language.
 */
export const CarriedConditionsAreShownAndCanBeDropped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole("dialog", { name: "AI 找書助手" }));
    await userEvent.click(panel.getByRole("button", { name: "適合七歲小朋友的恐龍書" }));
    await panel.findByText("我找到 3 本適合 7 歲小朋友的恐龍書。");
    await expect(panel.queryByText(/^沿用：/)).toBeNull();
    await userEvent.type(panel.getByRole("textbox", { name: "你的問題" }), "要英文的{Enter}");
    await panel.findByText("我找到 2 本適合 7 歲小朋友的英文恐龍書。");
    await expect(panel.getByText("沿用：恐龍")).toBeVisible();
    await expect(panel.getByText("沿用：7 歲")).toBeVisible();
    // Said in this question: not marked.
    await expect(panel.getAllByText("英文", { exact: true }).length).toBeGreaterThan(0);
    await expect(panel.getAllByText(/^英文 · /).length).toBeGreaterThan(0);

    await userEvent.click(panel.getByRole("button", { name: "不限年齡" }));
    await panel.findByText("我找到 2 本英文恐龍書。");
    await expect(asked().at(-1)).toMatchObject({ message: "不限年齡" });
    // Only the latest answer's conditions can be dropped.
    await expect(panel.queryAllByRole("button", { name: "不限年齡" })).toHaveLength(0);
    await expect(panel.getByRole("button", { name: "不限主題" })).toBeVisible();
  },
};
