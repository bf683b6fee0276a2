import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "@campus/ui";
import { expect, fn, userEvent, within } from "storybook/test";
import { demoMenu } from "@campus/contract/fixtures";
import { SideMenu } from "./side-menu";

const meta = {
  title: "Portal/SideMenu",
  component: SideMenu,
  args: {
    items: demoMenu,
    locale: "zh-TW",
    activePath: "/library/rank",
    onNavigate: fn(),
    onExpand: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <MemoryRouter path={args.activePath}>
        <div style={{ width: args.collapsed ? 81 : 280, background: "#fff" }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "主選單" });
    const library = within(nav).getByRole("button", { name: "學校圖書館" });
    await expect(library).toHaveAttribute("aria-expanded", "true");
    await expect(within(nav).getByRole("link", { name: "排行榜" })).toHaveClass("active");
    await expect(within(nav).queryByRole("link", { name: "行事曆總覽" })).toBeNull();

    const calendar = within(nav).getByRole("button", { name: "個人行事曆" });
    await userEvent.click(calendar);
    await expect(calendar).toHaveAttribute("aria-expanded", "true");
    await expect(within(nav).getByRole("link", { name: "行事曆總覽" })).toBeVisible();
    await expect(within(nav).queryByRole("link", { name: "行程詳情" })).toBeNull();

    await userEvent.click(within(nav).getByRole("link", { name: "行程列表" }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation");
    await userEvent.tab();
    await expect(within(nav).getByRole("button", { name: "個人行事曆" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "行事曆總覽" })).toHaveFocus();
  },
};

export const SimplifiedChinese: Story = {
  args: { locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "主菜单" });
    await expect(within(nav).getByRole("button", { name: "学校图书馆" })).toBeVisible();
    await expect(within(nav).getByRole("link", { name: "分类浏览" })).toBeVisible();
  },
};

export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main menu" });
    await expect(within(nav).getByRole("link", { name: "Browse by category" })).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole("navigation");
    const library = within(nav).getByRole("button", { name: "學校圖書館" });
    await expect(library).toHaveAttribute("aria-expanded", "false");
    await expect(within(nav).queryByRole("link", { name: "排行榜" })).toBeNull();
    await userEvent.click(library);
    await expect(args.onExpand).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation");
    await expect(within(nav).queryAllByRole("link")).toHaveLength(0);
  },
};
