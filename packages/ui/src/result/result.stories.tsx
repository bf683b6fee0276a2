import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Result } from "./result";

const meta = {
  title: "UI/Result",
  component: Result,
  args: { status: 404, onBack: fn() },
} satisfies Meta<typeof Result>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("找不到頁面");
    await expect(canvas.getByText("404")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "返回首頁" }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const UnderDevelopment: Story = {
  args: { variant: "underDevelopment" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading")).toHaveTextContent("頁面開發中");
    await expect(canvas.getByText("此頁面正在開發中，敬請期待。")).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { status: 403, onBack: undefined, backHref: "#home" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading")).toHaveTextContent("沒有存取權限");
    // A real link home, so it also opens in a new tab.
    await expect(canvas.getByRole("link", { name: "返回首頁" })).toHaveAttribute("href", "#home");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const ServerErrorWithRouter: Story = {
  args: {
    status: 500,
    backHref: "/parent_student/",
    onBack: fn((event) => event.preventDefault()),
  },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading")).toHaveTextContent("服务器错误");
    const link = canvas.getByRole("link", { name: "返回首页" });
    const before = window.location.href;
    await userEvent.click(link);
    // The client-side router took over: the callback ran and the page did not reload.
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(window.location.href).toBe(before);
  },
};

export const English: Story = {
  args: { status: 403 },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading")).toHaveTextContent("No access");
    await expect(canvas.getByText(/Contact your school/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Back to home" })).toBeVisible();
  },
};

export const NoWayBack: Story = {
  args: { status: 500, onBack: undefined, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    // Inside a feature the page may supply its own navigation: no dead button is drawn.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("伺服器錯誤");
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const LongTextOnPhone: Story = {
  decorators: [phoneFrame],
  args: {
    title: "此課外活動只供負責老師及課外活動統籌老師查看",
    description:
      "你目前的帳戶沒有查看此課外活動詳情的權限。如需協助，請聯絡學校資訊科技組，並提供活動編號及你的登入電郵。",
    status: 403,
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const heading = within(frame).getByRole("heading");
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
    await expect(within(frame).getByRole("button", { name: "返回首頁" })).toBeVisible();
  },
};
