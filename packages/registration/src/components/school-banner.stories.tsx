import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { demoSchool } from "../testing/registration-fixtures";
import { SchoolBanner } from "./school-banner";

const meta = {
  title: "Registration/Components/SchoolBanner",
  component: SchoolBanner,
  args: { school: demoSchool() },
} satisfies Meta<typeof SchoolBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The school, its intake and its window, each day in the reader's format. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "校園示範學校" })).toBeVisible();
    await expect(canvas.getByText("報名日期：2026年9月1日 至 2027年1月29日")).toBeVisible();
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

/** Outside the window: said, before anyone types. */
export const Closed: Story = {
  args: { school: demoSchool({ open: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("本校現時不接受報名");
  },
};
