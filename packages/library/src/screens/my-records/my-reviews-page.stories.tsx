import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ScreenStory, recordRow } from "@campus/ui/testing";
import { recordsAnswers } from "../../testing/records-answers";
import { MyReviewsPage } from "./my-reviews-page";

const meta = {
  title: "Library/Screens/MyRecords/MyReviews",
  component: ScreenStory,
  args: {
    path: "/library/myrecord/review?xschoolCode=DEMO",
    route: "/library/myrecord/review",
    screen: MyReviewsPage,
    answers: recordsAnswers(),
    user: parentUser(),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MyReviews: Story = {
  args: {
    answers: recordsAnswers(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await recordRow(canvas, "恐龍大探險");
    await userEvent.click(mine.getByRole("button", { name: "刪除" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog", { name: "刪除書評？" })).getByRole("button", {
        name: "刪除",
      }),
    );
    await expect(await canvas.findByText("還沒有寫書評")).toBeVisible();
  },
};
