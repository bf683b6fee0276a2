import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FileLink } from "./file-link";

/* A file the office reads whole, once it has arrived. */

const meta = {
  title: "Registration/Office/FileLink",
  component: FileLink,
  args: { url: "blob:https://school.example.hk/1d2c", name: "slip.pdf" },
} satisfies Meta<typeof FileLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrived: opens in a new tab to be read, not saved to the office PC. */
export const Arrived: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "開啟 slip.pdf" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).not.toHaveAttribute("download");
  },
};

/** Not yet (or unreadable): nothing, rather than a link that fails. */
export const NotYet: Story = {
  args: { url: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};
