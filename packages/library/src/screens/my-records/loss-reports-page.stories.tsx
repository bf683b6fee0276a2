import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ScreenStory, recordRow } from "@campus/ui/testing";
import { recordsAnswers } from "../../testing/records-answers";
import { LossReportsPage } from "./loss-reports-page";

const meta = {
  title: "Library/Screens/MyRecords/LossReports",
  component: ScreenStory,
  args: {
    path: "/library/myrecord/borrow/reportloss?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/reportloss",
    screen: LossReportsPage,
    answers: recordsAnswers(),
    user: parentUser(),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LossReports: Story = {
  args: {
    answers: recordsAnswers(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await recordRow(canvas, "月亮晚安")).getByText("在巴士上遺失了")).toBeVisible();
  },
};
