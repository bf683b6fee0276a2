import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Tabs, type TabItem, type TabsProps } from "./tabs";

const records: TabItem[] = [
  { key: "now", label: "借閱中", content: "目前借閱中的圖書" },
  { key: "borrow", label: "借閱紀錄", content: "過往借閱紀錄" },
  { key: "subscribe", label: "預約紀錄", content: "預約紀錄列表" },
  { key: "renew", label: "續借紀錄", content: "續借紀錄列表" },
  { key: "reportloss", label: "報失紀錄", content: "報失紀錄列表" },
];

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  args: { items: records, "aria-label": "我的紀錄", onChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("tablist", { name: "我的紀錄" });
    const tabs = within(list).getAllByRole("tab");
    await expect(tabs).toHaveLength(5);
    await expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "借閱中" })).toHaveTextContent(
      "目前借閱中的圖書",
    );
    await userEvent.click(canvas.getByRole("tab", { name: "預約紀錄" }));
    await expect(args.onChange).toHaveBeenCalledWith("subscribe");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("預約紀錄列表");
    await expect(canvas.getAllByRole("tabpanel")).toHaveLength(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // One tab stop for the whole list: the selected tab.
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "借閱中" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "借閱紀錄" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "借閱紀錄" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "報失紀錄" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "借閱中" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "報失紀錄" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("tab", { name: "借閱中" })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith("now");
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
    await expect(canvas.getAllByRole("tab").filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  },
};

export const DisabledTab: Story = {
  args: {
    items: records.map((item) => (item.key === "borrow" ? { ...item, disabled: true } : item)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole("tab", { name: "借閱紀錄" });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    // Arrow keys skip it.
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "預約紀錄" })).toHaveFocus();
  },
};

/** A screen holding the selection (the page tabs of the portal do). */
function ControlledTabs(props: TabsProps) {
  const [key, setKey] = useState("renew");
  return (
    <Tabs
      {...props}
      activeKey={key}
      onChange={(next) => {
        props.onChange?.(next);
        setKey(next);
      }}
    />
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "續借紀錄" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.click(canvas.getByRole("tab", { name: "報失紀錄" }));
    await expect(args.onChange).toHaveBeenCalledWith("reportloss");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("報失紀錄列表");
  },
};

export const DefaultName: Story = {
  args: { "aria-label": undefined, items: records.slice(0, 2) },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("tablist", { name: "标签页" })).toBeVisible();
  },
};

export const LongEnglishLabels: Story = {
  parameters: { locale: "en-US" },
  args: {
    "aria-label": "Settings",
    items: [
      { key: "category", label: "Categories and scoring", content: "Category settings" },
      { key: "prize", label: "Prizes and multipliers", content: "Prize settings" },
      { key: "label", label: "Labels for activities", content: "Label settings" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Prizes and multipliers" }));
    await expect(canvas.getByRole("tabpanel", { name: "Prizes and multipliers" })).toBeVisible();
  },
};

export const ScrollsOnPhone: Story = {
  decorators: [phoneFrame],
  args: {
    items: [
      ...records,
      { key: "collect", label: "我的收藏", content: "收藏列表" },
      { key: "review", label: "我的書評", content: "書評列表" },
    ],
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const list = within(frame).getByRole("tablist");
    // The tabs keep one line and scroll sideways rather than wrap or overflow the page.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
    const tabs = within(list).getAllByRole("tab");
    await expect(new Set(tabs.map((tab) => tab.getBoundingClientRect().top)).size).toBe(1);
    // Reaching the last tab by keyboard scrolls it into view.
    await userEvent.tab();
    await userEvent.keyboard("{End}");
    await expect(within(list).getByRole("tab", { name: "我的書評" })).toHaveFocus();
    await expect(list.scrollLeft).toBeGreaterThan(0);
  },
};

/** Issue 9, item 3: on a phone, a list opened on a later tab showed no selected tab. */
export const OpensAtSelectedTabOnPhone: Story = {
  decorators: [phoneFrame],
  args: {
    defaultActiveKey: "review",
    items: [
      ...records,
      { key: "collect", label: "我的收藏", content: "收藏列表" },
      { key: "review", label: "我的書評", content: "書評列表" },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(frameOf(canvasElement)).getByRole("tablist");
    const box = list.getBoundingClientRect();
    const selected = within(list).getByRole("tab", { selected: true });
    await expect(selected).toHaveAccessibleName("我的書評");
    await expect(selected.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(selected.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
    // Choosing a tab at the other end brings that one into view.
    await userEvent.click(selected);
    await userEvent.keyboard("{Home}");
    const first = within(list).getByRole("tab", { name: "借閱中" });
    await expect(first.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left - 1);
  },
};
