import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { QrCode } from "./qr-code";

const meta = {
  title: "UI/QrCode",
  component: QrCode,
  args: {
    value:
      "https://school.example.hk/parent_student/registration/checkin?code=7fcfa59578a94f386f627584c71ac948",
    label: "面試報到二維碼",
    caption: "7fcfa59578a94f386f627584c71ac948",
  },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A QR code a phone camera reads: named for screen readers, its code printed under it. */
export const CheckInAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole("img", { name: "面試報到二維碼" });
    // A QR code of this length is version 6 (41 modules) plus a quiet zone of 2 on each side.
    await expect(image.getAttribute("viewBox")).toBe("0 0 45 45");
    // The three finder patterns: the top-left corner module is dark.
    await expect(image.querySelector("path")?.getAttribute("d")).toMatch(/^M2 2h1v1h-1z/);
    await expect(canvas.getByText("7fcfa59578a94f386f627584c71ac948")).toBeVisible();
  },
};
