import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { callLog } from "../../testing/call-log";
import { LibraryStory } from "../../testing/library-story";
import { recordsHandlers } from "../../testing/records-handlers";
import { recordRow } from "../../testing/story-queries";
import { LoanHistoryPage } from "./loan-history-page";

const { onRuntime, bodies: calls } = callLog();

const meta = {
  title: "Library/Screens/MyRecords/LoanHistory",
  component: LibraryStory,
  args: {
    path: "/library/myrecord/borrow/borrow?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/borrow",
    screen: LoanHistoryPage,
    handlers: recordsHandlers(),
    user: parentUser(),
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof LibraryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoanHistory: Story = {
  args: {
    handlers: recordsHandlers(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await recordRow(canvas, "太空人的一天")).getByText("已歸還")).toBeVisible();
    await expect(
      (
        await recordRow(canvas, "我的同學是外星人：一個關於友誼、勇氣和接納不同的長篇校園故事")
      ).getByText("已報失"),
    ).toBeVisible();
    await expect(calls("libraryLoans")).toEqual([
      { scope: "history", pageNum: 1, pageSize: 10, schoolId: 1 },
    ]);
  },
};
