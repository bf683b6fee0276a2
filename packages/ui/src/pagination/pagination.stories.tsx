import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Pagination, pageSlots, type PaginationProps } from "./pagination";

/** The page a server-driven screen would hold: the story plays the screen. */
function Paged(props: PaginationProps) {
  const [state, setState] = useState({ page: props.page, pageSize: props.pageSize });
  return (
    <Pagination
      {...props}
      {...state}
      onChange={(page, pageSize) => {
        props.onChange(page, pageSize);
        setState({ page, pageSize });
      }}
    />
  );
}

const meta = {
  title: "UI/Pagination",
  component: Pagination,
  args: { total: 235, page: 1, pageSize: 10, pageSizeOptions: [10, 20, 50], onChange: fn() },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

function pageLabels(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole("button", { name: /^第 [\d,]+ 頁$/ })
    .map((button) => button.textContent);
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "分頁" });
    await expect(within(nav).getByText("共 235 項")).toBeVisible();
    await expect(pageLabels(canvasElement)).toEqual(["1", "2", "3", "4", "5", "24"]);
    await expect(canvas.getByRole("button", { name: "第 1 頁" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("button", { name: "上一頁" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "下一頁" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10);
    await expect(canvas.getByRole("button", { name: "第 2 頁" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(canvas.getByRole("button", { name: "第 24 頁" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(24, 10);
    await expect(canvas.getByRole("button", { name: "下一頁" })).toBeDisabled();
    // Clicking the current page asks for nothing.
    await userEvent.click(canvas.getByRole("button", { name: "第 24 頁" }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const GapsBothSides: Story = {
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    await expect(pageLabels(canvasElement)).toEqual(["1", "11", "12", "13", "24"]);
    await expect(pageSlots(12, 24)).toEqual([1, "gap-start", 11, 12, 13, "gap-end", 24]);
    await expect(pageSlots(22, 24)).toEqual([1, "gap-start", 20, 21, 22, 23, 24]);
    await expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  },
};

export const ChangePageSize: Story = {
  args: { page: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox", { name: "每頁項數" });
    await expect(select).toHaveValue("10");
    await expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["10 項/頁", "20 項/頁", "50 項/頁"]);
    await userEvent.selectOptions(select, "50");
    // A new size starts again from the first page.
    await expect(args.onChange).toHaveBeenCalledWith(1, 50);
    await expect(pageLabels(canvasElement)).toEqual(["1", "2", "3", "4", "5"]);
  },
};

export const Disabled: Story = {
  args: { page: 3, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
    await expect(canvas.getByRole("combobox")).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "第 4 頁" }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const SinglePageWithoutSizes: Story = {
  args: { total: 3, pageSizeOptions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pageLabels(canvasElement)).toEqual(["1"]);
    await expect(canvas.getByRole("button", { name: "上一頁" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "下一頁" })).toBeDisabled();
    await expect(canvas.queryByRole("combobox")).toBeNull();
  },
};

export const English: Story = {
  args: { total: 12_345, page: 1000 },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Pagination" })).toBeVisible();
    // Intl numbers: grouped thousands.
    await expect(canvas.getByText("12,345 items in total")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Page 1,000" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("button", { name: "Page 1,235" })).toHaveTextContent("1,235");
    await userEvent.click(canvas.getByRole("button", { name: "Previous page" }));
    await expect(args.onChange).toHaveBeenCalledWith(999, 10);
    await expect(canvas.getByRole("combobox", { name: "Items per page" })).toBeVisible();
  },
};

export const EnglishSingular: Story = {
  args: { total: 1 },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1 item in total")).toBeVisible();
  },
};

export const SimplifiedChinese: Story = {
  args: { total: 42 },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("共 42 条")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "下一页" })).toBeEnabled();
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  args: { page: 3 },
  play: async ({ canvasElement, args }) => {
    const frame = frameOf(canvasElement);
    const canvas = within(frame);
    // The numbers give way to "page 3 of 24" between the arrows.
    await expect(canvas.queryAllByRole("button", { name: /^第 \d+ 頁$/ })).toHaveLength(0);
    await expect(canvas.getByText("第 3 / 24 頁")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "下一頁" }));
    await expect(args.onChange).toHaveBeenCalledWith(4, 10);
    await expect(canvas.getByText("第 4 / 24 頁")).toBeVisible();
    const nav = canvas.getByRole("navigation");
    for (const el of nav.querySelectorAll("button, select")) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.getBoundingClientRect().right,
      );
    }
  },
};
