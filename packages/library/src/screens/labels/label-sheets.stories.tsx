import type { LabelCopy } from "@campus/contract";
import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { catalogueStoryArgs } from "../../testing/catalogue-story";
import { LabelSheets } from "./label-sheets";

const { onRuntime } = callLog();

export const labelCopies: LabelCopy[] = Array.from({ length: 26 }, (_, i) => ({
  id: i + 1,
  book_no: `LH-${String(i + 1).padStart(4, "0")}`,
  call_number: "857.7 周",
  name_zh: "海港的燈塔",
  name_en: "The Harbour Lighthouse",
}));

/** The copies as labels carry them. */
const labels = labelCopies.map((c) => ({
  key: c.id,
  code: c.book_no,
  title: c.name_zh,
  caption: c.call_number,
}));

const meta = {
  title: "Library/Screens/Labels/Sheets",
  component: ScreenStory,
  args: catalogueStoryArgs(
    () => <LabelSheets labels={labels} sheet="3x8" kind="barcode" />,
    onRuntime,
  ),
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 26 barcode labels on 3 × 8 sheets: 24 on the first, 2 on the second; each an A4 page. */
export const BarcodeLabels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole("group", { name: "第 1 張標籤紙" });
    await expect(within(first).getAllByRole("img")).toHaveLength(24);
    const second = canvas.getByRole("group", { name: "第 2 張標籤紙" });
    await expect(within(second).getByRole("img", { name: "LH-0026" })).toBeVisible();
    // At 96 px an inch, A4 is 793.7 px wide; a sheet is a hair under its 297 mm (296.5 mm).
    const box = first.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(794);
    await expect(Math.round(box.height)).toBe(1121);
  },
};

/** Spine labels on a 4 × 10 sheet whose first 38 labels were used: the call number, big. */
export const SpineLabelsOnAUsedSheet: Story = {
  args: catalogueStoryArgs(
    () => <LabelSheets labels={labels.slice(0, 3)} sheet="4x10" kind="spine" skip={38} />,
    onRuntime,
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole("group", { name: "第 1 張標籤紙" });
    await expect(within(first).getAllByText("857.7")).toHaveLength(2);
    await expect(within(first).getAllByText("周")).toHaveLength(2);
    await expect(
      within(canvas.getByRole("group", { name: "第 2 張標籤紙" })).getByText("LH-0003"),
    ).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};
