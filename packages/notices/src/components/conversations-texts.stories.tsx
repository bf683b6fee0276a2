import { useT } from "@campus/core";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { NoticesMessageId } from "../messages/message-ids";
import { messagingParent } from "../testing/messages-fixtures";
import { ConversationsTexts } from "./conversations-texts";

/* The conversations' own words, loaded with their pages in the reader's language. */

function Words() {
  const t = useT<NoticesMessageId>();
  return (
    <p>
      {t("notices.messages.write")} / {t("notices.push.turnOn")}
    </p>
  );
}

const InTexts = () => (
  <ConversationsTexts>
    <Words />
  </ConversationsTexts>
);

const meta = {
  title: "Notices/Components/ConversationsTexts",
  component: ScreenStory,
  args: {
    path: "/notices/messages",
    route: "/notices/messages",
    screen: InTexts,
    answers: [],
    user: messagingParent,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InTraditionalChinese: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("寫訊息給班主任 / 開啟通知")).toBeVisible();
  },
};

export const InSimplifiedChinese: Story = {
  args: { locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("写消息给班主任 / 开启通知")).toBeVisible();
  },
};

export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Write to the class teacher / Turn on notifications"),
    ).toBeVisible();
  },
};
