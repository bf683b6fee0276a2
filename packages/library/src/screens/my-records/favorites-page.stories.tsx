import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ScreenStory, recordRow } from "@campus/ui/testing";
import { recordsAnswers } from "../../testing/records-answers";
import { FavoritesPage } from "./favorites-page";

const meta = {
  title: "Library/Screens/MyRecords/Favourites",
  component: ScreenStory,
  args: {
    path: "/library/myrecord/collect?xschoolCode=DEMO",
    route: "/library/myrecord/collect",
    screen: FavoritesPage,
    answers: recordsAnswers(),
    user: parentUser(),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Favourites: Story = {
  args: {
    answers: recordsAnswers(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = await recordRow(canvas, "小王子");
    await expect(saved.getByText("已全部被預約")).toBeVisible();
    await userEvent.click(saved.getByRole("button", { name: "取消收藏" }));
    await waitFor(() => expect(canvas.queryByRole("link", { name: "小王子" })).toBeNull());
  },
};
