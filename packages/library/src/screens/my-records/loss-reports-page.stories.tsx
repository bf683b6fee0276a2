import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LibraryStory } from "../../testing/library-story";
import { recordsHandlers } from "../../testing/records-handlers";
import { recordRow } from "../../testing/story-queries";
import { LossReportsPage } from "./loss-reports-page";

const meta = {
  title: "Library/Screens/MyRecords/LossReports",
  component: LibraryStory,
  args: {
    path: "/library/myrecord/borrow/reportloss?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/reportloss",
    screen: LossReportsPage,
    handlers: recordsHandlers(),
    user: parentUser(),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof LibraryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LossReports: Story = {
  args: {
    handlers: recordsHandlers(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await recordRow(canvas, "月亮晚安")).getByText("在巴士上遺失了")).toBeVisible();
  },
};
