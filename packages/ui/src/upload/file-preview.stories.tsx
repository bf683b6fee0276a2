import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FilePreview } from "./file-preview";

/** A real 1 × 1 PNG. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  ),
  (c) => c.charCodeAt(0),
);

const meta = {
  title: "UI/Upload/FilePreview",
  component: FilePreview,
  args: { file: new File([PNG], "slip.png", { type: "image/png" }) },
} satisfies Meta<typeof FilePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An image chosen to send: shown from the file itself, named for a screen reader. */
export const Image: Story = {
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole("img", { name: "slip.png 的預覽" });
    await expect(image.getAttribute("src")).toMatch(/^blob:/);
  },
};

/** A PDF: nothing beyond the row's name and size (a browser cannot draw it small). */
export const Document: Story = {
  args: { file: new File(["%PDF-1.4"], "slip.pdf", { type: "application/pdf" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};
