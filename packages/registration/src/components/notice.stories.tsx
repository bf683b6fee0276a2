import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Notice } from "./notice";

const meta = {
  title: "Registration/Components/Notice",
  component: Notice,
  args: { title: "學校要求補充資料", children: "出世紙副本不清晰，\n請重新上載" },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where things stand: a status, its text's line breaks kept. */
export const Status: Story = {
  args: { tone: "warning", action: <a href="#form">補充及修改資料</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole("status");
    await expect(notice).toHaveTextContent("學校要求補充資料");
    await expect(getComputedStyle(canvas.getByText(/出世紙副本/)).whiteSpace).toBe("pre-line");
    await expect(canvas.getByRole("link", { name: "補充及修改資料" })).toBeVisible();
  },
};

/** What went wrong: an alert. */
export const Danger: Story = {
  args: { tone: "danger", title: "找不到這份申請。", children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("找不到這份申請。");
  },
};
