import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Empty } from "./empty";

const meta = {
  title: "UI/Empty",
  component: Empty,
} satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暫無資料")).toBeVisible();
    // The drawing is decoration only.
    await expect(canvasElement.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

const browse = fn();

export const WithDescriptionAndAction: Story = {
  args: {
    title: "未有借閱紀錄",
    description: "借閱的圖書會在這裏顯示。",
    action: (
      <Button variant="primary" onClick={browse}>
        瀏覽圖書
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("未有借閱紀錄")).toBeVisible();
    await expect(canvas.queryByText("暫無資料")).toBeNull();
    await expect(canvas.getByText("借閱的圖書會在這裏顯示。")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "瀏覽圖書" }));
    await expect(browse).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("svg")!.getBoundingClientRect().width).toBe(64);
  },
};

export const SimplifiedChinese: Story = {
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无数据")).toBeVisible();
  },
};

export const LongEnglishText: Story = {
  parameters: { locale: "en-US" },
  args: {
    description:
      "You have not reserved any books yet. Reserved books appear here with their pickup status, and you will be told when they are ready for pickup.",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No data")).toBeVisible();
    await expect(within(canvasElement).getByText(/ready for pickup/)).toBeVisible();
  },
};

export const LongChineseTextOnPhone: Story = {
  decorators: [phoneFrame],
  args: {
    title: "本學年暫時未有任何課外活動紀錄",
    description:
      "完成課外活動後，負責老師審批的紀錄會在這裏顯示；如有疑問，請聯絡班主任或課外活動統籌老師。",
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const description = within(frame).getByText(/如有疑問/);
    await expect(description.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
  },
};
