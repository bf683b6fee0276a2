import { Table } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FROM_FAMILY, TO_CLASS, TO_FAMILY } from "../../testing/messages-fixtures";
import { ConversationsTexts } from "../../components/conversations-texts";
import { useMessageColumns } from "./message-columns";

/*
 * A conversation's columns: who wrote each message and on which side, whether it is new to
 * the reader, when, to the whole class or not, and the words with their lines kept.
 */

function Conversation() {
  return (
    <ConversationsTexts>
      <Messages />
    </ConversationsTexts>
  );
}

function Messages() {
  const columns = useMessageColumns();
  return (
    <Table
      caption="陳小明的訊息"
      columns={columns}
      rows={[TO_FAMILY, FROM_FAMILY, TO_CLASS]}
      rowKey="id"
    />
  );
}

const meta = {
  title: "Notices/Components/MessageColumns",
  component: Conversation,
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof Conversation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeMessages: Story = {
  play: async ({ canvasElement }) => {
    // The columns' words load with the conversations' texts.
    const table = await within(canvasElement).findByRole("table", { name: "陳小明的訊息" });
    await within(table).findByText("寄件人");
    const [, reply, own, toClass] = within(table).getAllByRole("row");
    await expect(reply).toHaveTextContent("黃嘉欣學校新訊息");
    await expect(reply).toHaveTextContent("2026年12月1日 上午11:00");
    await expect(own).toHaveTextContent("陳大文家長");
    await expect(toClass).toHaveTextContent("致全班（4A）");
    // The words keep their lines.
    await expect(within(toClass!).getByText(/各位家長好/)).toHaveStyle({ whiteSpace: "pre-wrap" });
  },
};
