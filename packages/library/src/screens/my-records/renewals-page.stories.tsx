import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ScreenStory } from "@campus/ui/testing";
import { recordsAnswers } from "../../testing/records-answers";
import { RenewalsPage } from "./renewals-page";

const meta = {
  title: "Library/Screens/MyRecords/Renewals",
  component: ScreenStory,
  args: {
    path: "/library/myrecord/borrow/renew?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/renew",
    screen: RenewalsPage,
    answers: recordsAnswers(),
    user: parentUser(),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Renewals: Story = {
  args: {
    answers: recordsAnswers(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("link", { name: "小王子" })).toHaveLength(2);
    await expect(within(canvas.getByRole("table")).getByText("2026年11月25日")).toBeVisible();
  },
};
