import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ApprovalsToolbar } from "./approvals-toolbar";

/*
 * The approval list's toolbar alone: the state shown, and to a decider the page chosen at once
 * and passed or refused, with a hint to choose first.
 */

const meta = {
  title: "ECA/Components/ApprovalsToolbar",
  component: ApprovalsToolbar,
  args: {
    status: "pending",
    onStatus: fn(),
    mayDecide: true,
    chosen: 0,
    choosable: 2,
    deciding: false,
    onToggleAll: fn(),
    onPass: fn(),
    onReject: fn(),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ApprovalsToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the buttons wait, the hint says to choose first; another state is asked for. */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const states = canvas.getByRole("radiogroup", { name: "狀態" });
    await expect(within(states).getByRole("radio", { name: "待審批" })).toBeChecked();
    await expect(canvas.getByText("請先選擇要審批的活動")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "通過（0）" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "不通過（0）" })).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "全選本頁" })).not.toBeChecked();
    await userEvent.click(within(states).getByRole("radio", { name: "不通過" }));
    await expect(args.onStatus).toHaveBeenCalledWith("rejected");
    await userEvent.click(canvas.getByRole("checkbox", { name: "全選本頁" }));
    // Not all chosen yet: the box asks for all.
    await expect(args.onToggleAll).toHaveBeenCalledWith(false);
    await expect(args.onPass).not.toHaveBeenCalled();
  },
};

/** Some of the page chosen: the box is half-ticked, the buttons count them and act. */
export const SomeChosen: Story = {
  args: { chosen: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "全選本頁" })).toBePartiallyChecked();
    await expect(canvas.queryByText("請先選擇要審批的活動")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "通過（1）" }));
    await expect(args.onPass).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "不通過（1）" }));
    await expect(args.onReject).toHaveBeenCalledOnce();
  },
};

/** All chosen: the box is ticked, and clicking it lets them all go. */
export const AllChosen: Story = {
  args: { chosen: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole("checkbox", { name: "全選本頁" });
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(args.onToggleAll).toHaveBeenCalledWith(true);
  },
};

/** While a decision is sent: pass is busy, refuse waits, neither can be clicked again. */
export const Deciding: Story = {
  args: { chosen: 2, deciding: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pass = canvas.getByRole("button", { name: /^通過（2）/ });
    await expect(pass).toHaveAttribute("aria-busy", "true");
    await expect(pass).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "不通過（2）" })).toBeDisabled();
    await expect(args.onPass).not.toHaveBeenCalled();
  },
};

/** Nothing on the page to choose: the box is disabled and no hint is given. */
export const NothingToChoose: Story = {
  args: { choosable: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "全選本頁" })).toBeDisabled();
    await expect(canvas.queryByText("請先選擇要審批的活動")).toBeNull();
  },
};

/** One who may not decide (or a decided list): only the states. */
export const ReadOnly: Story = {
  args: { mayDecide: false, status: "passed" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "已通過" })).toBeChecked();
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.queryByText("請先選擇要審批的活動")).toBeNull();
  },
};

/** In English. */
export const English: Story = {
  args: { chosen: 1 },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Pending" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Not approved" })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Select all on this page" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Pass (1)" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Reject (1)" })).toBeEnabled();
  },
};
