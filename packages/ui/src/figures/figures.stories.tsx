import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Figures } from "./figures";

const meta = {
  title: "UI/Figures",
  component: Figures,
  args: {
    "aria-label": "檢查結果",
    items: [
      { label: "紀錄", value: "20,000" },
      { label: "新增書目", value: "19,850" },
      { label: "已在館藏", value: "150" },
      { label: "新增複本", value: "30,000" },
      { label: "未能匯入", value: "12" },
    ],
  },
} satisfies Meta<typeof Figures>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each figure is a term and its description: a screen reader reads the label with its value. */
export const ImportCounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByLabelText("檢查結果");
    await expect(list.tagName).toBe("DL");
    await expect(canvas.getByText("新增複本").nextElementSibling).toHaveTextContent("30,000");
  },
};

/** On a phone the tiles wrap: none is cut or pushes the page wider than the screen. */
export const OnAPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByLabelText("檢查結果");
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
