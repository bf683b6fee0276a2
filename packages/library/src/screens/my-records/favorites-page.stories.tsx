import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LibraryStory } from "../../testing/library-story";
import { recordsHandlers } from "../../testing/records-handlers";
import { recordRow } from "../../testing/story-queries";
import { FavoritesPage } from "./favorites-page";

const meta = {
  title: "Library/Screens/MyRecords/Favourites",
  component: LibraryStory,
  args: {
    path: "/library/myrecord/collect?xschoolCode=DEMO",
    route: "/library/myrecord/collect",
    screen: FavoritesPage,
    handlers: recordsHandlers(),
    user: parentUser(),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof LibraryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Favourites: Story = {
  args: {
    handlers: recordsHandlers(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = await recordRow(canvas, "小王子");
    await expect(saved.getByText("已全部被預約")).toBeVisible();
    await userEvent.click(saved.getByRole("button", { name: "取消收藏" }));
    await waitFor(() => expect(canvas.queryByRole("link", { name: "小王子" })).toBeNull());
  },
};
