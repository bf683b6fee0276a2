import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { endpoints } from "@campus/contract";
import { answer, page, PAYLOADS, ScreenStory, recordRow, userTextStory } from "@campus/ui/testing";
import { review } from "../../testing/library-fixtures";
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

/** Stored user text (issue 7): each payload a review of the reader's, shown as the text typed. */
const written = [
  ...recordsAnswers(),
  answer(
    endpoints.libraryMyReviews,
    page(
      PAYLOADS.map((payload, i) => review({ id: 100 + i, content: payload.text })),
      1,
      PAYLOADS.length,
    ),
  ),
];
export const UserTextOnAPhone: Story = userTextStory("phone", { answers: written });
export const UserTextOnADesktop: Story = userTextStory("desktop", { answers: written });
