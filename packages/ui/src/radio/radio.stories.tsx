import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { RadioGroup } from "./radio";

const loginTypes = [
  { value: "parent", label: "家長" },
  { value: "teacher", label: "教職員" },
  { value: "student", label: "學生" },
];

const semesters = [
  { value: "1", label: "上學期" },
  { value: "2", label: "下學期" },
  { value: "summer", label: "暑期", disabled: true },
];

const meta = {
  title: "UI/Radio",
  component: RadioGroup,
  args: { legend: "學期", options: semesters, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "學期" });
    await userEvent.click(within(group).getByRole("radio", { name: "下學期" }));
    await expect(within(group).getByRole("radio", { name: "下學期" })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("2");
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: "1" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "上學期" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "下學期" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("2");
    // The disabled choice is skipped: the arrow wraps round to the first.
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "上學期" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "暑期" })).toBeDisabled();
  },
};

export const ButtonAppearance: Story = {
  args: {
    legend: "登入身份",
    hideLegend: true,
    appearance: "button",
    options: loginTypes,
    defaultValue: "parent",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: "登入身份" });
    const teacher = within(group).getByRole("radio", { name: "教職員" });
    await userEvent.click(canvas.getByText("教職員"));
    await expect(teacher).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("teacher");
    // Amber with dark text: never white on amber.
    const segment = teacher.closest("label")!;
    await waitFor(() => expect(getComputedStyle(segment).backgroundColor).toBe("rgb(255, 179, 0)"));
    await expect(getComputedStyle(segment).color).toBe("rgb(31, 22, 0)");
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(group).getByRole("radio", { name: "學生" })).toBeChecked();
    await expect(within(group).getByRole("radio", { name: "學生" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "1" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText("下學期"), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole("radio", { name: "上學期" })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledButtons: Story = {
  args: { appearance: "button", options: loginTypes, legend: "登入身份", disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole("radio")) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div>
      <RadioGroup {...args} required aria-invalid aria-describedby="semester-error" />
      <p id="semester-error">請從選項中選擇</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: /^學期\s*（必填）$/ });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("請從選項中選擇");
  },
};

export const LongChineseText: Story = {
  args: {
    legend: "如學生未能出席面試，請選擇學校應如何安排（選擇後可於面試日前三天內更改）",
    options: [
      {
        value: "reschedule",
        label: "安排另一個面試場次（視乎名額，學校會以電郵通知新的日期及時間）",
      },
      { value: "waitlist", label: "列入候補名單" },
      { value: "withdraw", label: "取消是次申請，並同意學校不退還已繳交的申請費" },
    ],
  },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("列入候補名單"));
    await expect(canvas.getByRole("radio", { name: "列入候補名單" })).toBeChecked();
    const frame = frameOf(canvasElement).getBoundingClientRect();
    for (const radio of canvas.getAllByRole("radio")) {
      await expect(radio.closest("label")!.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.right,
      );
    }
  },
};

/** Four segments on a phone: they give way (their words wrap) rather than run out of sight. */
export const ManySegmentsOnAPhone: Story = {
  args: {
    legend: "Status",
    hideLegend: true,
    appearance: "button",
    options: [
      { value: "all", label: "All" },
      { value: "pending", label: "Pending (12)" },
      { value: "passed", label: "Passed" },
      { value: "rejected", label: "Not passed" },
    ],
    defaultValue: "all",
  },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = frameOf(canvasElement).getBoundingClientRect();
    for (const radio of canvas.getAllByRole("radio")) {
      await expect(radio.closest("label")!.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.right,
      );
    }
    await userEvent.click(canvas.getByText("Not passed"));
    await expect(canvas.getByRole("radio", { name: "Not passed" })).toBeChecked();
  },
};

export const English: Story = {
  args: {
    legend: "Sign in as",
    appearance: "button",
    options: [
      { value: "parent", label: "Parent" },
      { value: "teacher", label: "Teaching staff" },
      { value: "student", label: "Student" },
    ],
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Student"));
    await expect(canvas.getByRole("radio", { name: "Student" })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("student");
  },
};

export const Phone: Story = {
  args: {
    legend: "登入身份",
    hideLegend: true,
    appearance: "button",
    block: true,
    options: loginTypes,
    defaultValue: "student",
  },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = frameOf(canvasElement).getBoundingClientRect();
    const segments = canvas.getAllByRole("radio").map((r) => r.closest("label")!);
    // Three equal segments (to a pixel: the dividers) across the whole width.
    const widths = segments.map((s) => s.getBoundingClientRect().width);
    await expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    await expect(segments.at(-1)!.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    await userEvent.click(canvas.getByText("家長"));
    await expect(canvas.getByRole("radio", { name: "家長" })).toBeChecked();
  },
};
