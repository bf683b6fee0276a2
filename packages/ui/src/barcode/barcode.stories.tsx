import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Barcode } from "./barcode";

const meta = {
  title: "UI/Barcode",
  component: Barcode,
  args: { value: "LH-0001" },
} satisfies Meta<typeof Barcode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A copy's label barcode: named by its value; quiet zones and bars in millimetres. */
export const CopyBarcode: Story = {
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole("img", { name: "LH-0001" });
    // Start B, L, H, -, subset C for 0001 (its switch, 00, 01), checksum: 8 symbols of 11
    // modules, the stop's 13, 20 of quiet zone.
    await expect(svg.getAttribute("viewBox")).toBe("0 0 121 1");
    await expect(svg.getAttribute("width")).toBe(`${121 * 0.3}mm`);
    await expect(svg.querySelectorAll("rect")).toHaveLength(8 * 3 + 4);
  },
};

/** A long run of digits goes two to a symbol (subset C): the same number prints shorter. */
export const Digits: Story = {
  args: { value: "20260001", module: 0.25, height: 8 },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole("img", { name: "20260001" });
    // Start C, 4 pairs, checksum, stop: 6 × 11 + 13 + 20.
    await expect(svg.getAttribute("viewBox")).toBe("0 0 99 1");
  },
};

/** On a narrow label the bars narrow to fit: the code never runs off the label. */
export const Narrowed: Story = {
  args: { value: "S-5247515-2", maxWidth: 48 },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole("img", { name: "S-5247515-2" });
    await expect(parseFloat(svg.getAttribute("width")!)).toBeCloseTo(48, 5);
  },
};
