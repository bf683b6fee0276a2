import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { callLog, ScreenStory, recordRow } from "@campus/ui/testing";
import { recordsAnswers } from "../../testing/records-answers";
import { LoanHistoryPage } from "./loan-history-page";

const { onRuntime, bodies: calls } = callLog();

const meta = {
  title: "Library/Screens/MyRecords/LoanHistory",
  component: ScreenStory,
  args: {
    path: "/library/myrecord/borrow/borrow?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/borrow",
    screen: LoanHistoryPage,
    answers: recordsAnswers(),
    user: parentUser(),
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoanHistory: Story = {
  args: {
    answers: recordsAnswers(),
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
