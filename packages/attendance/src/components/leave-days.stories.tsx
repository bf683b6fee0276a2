import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LeaveDays } from "./leave-days";

/** An application's days in words: one day with its part, or a first and last day. */
const meta = {
  title: "Attendance/Components/LeaveDays",
  component: LeaveDays,
  args: { leave: { from: "2026-12-04", to: "2026-12-04", part: "am" } },
} satisfies Meta<typeof LeaveDays>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A morning. */
export const Morning: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("2026年12月4日 (上午)");
  },
};

/** Several days, in English. */
export const SeveralDays: Story = {
  args: { leave: { from: "2026-12-07", to: "2026-12-09", part: "whole" } },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Dec 7, 2026 – Dec 9, 2026")).toBeVisible();
  },
};
