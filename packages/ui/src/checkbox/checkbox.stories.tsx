import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Checkbox, CheckboxGroup } from "./checkbox";

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  args: { children: "我已閱讀並同意使用條款", onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const traits = [
  { value: "curious", label: "好奇心強" },
  { value: "kind", label: "樂於助人" },
  { value: "leader", label: "領導才能" },
  { value: "artistic", label: "藝術觸覺", disabled: true },
];

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "我已閱讀並同意使用條款" });
    await expect(box).not.toBeChecked();
    // The whole label is the target, not just the small box.
    await userEvent.click(within(canvasElement).getByText("我已閱讀並同意使用條款"));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox");
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { indeterminate: true, children: "全班學生" },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "全班學生" });
    await expect(box).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, children: "已繳費" },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "已繳費" });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div>
      <Checkbox {...args} aria-invalid aria-describedby="terms-error" />
      <p id="terms-error">請填寫此項</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox");
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription("請填寫此項");
  },
};

export const LongChineseText: Story = {
  args: {
    children:
      "本人確認以上所填寫的資料全部屬實，並明白如提供虛假或誤導資料，學校有權取消申請；本人亦同意學校按《個人資料（私隱）條例》使用上述資料處理入學申請。",
  },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: /本人確認/ });
    const label = box.closest("label")!;
    // Wraps inside the phone frame instead of running off it.
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      frameOf(canvasElement).getBoundingClientRect().right,
    );
    await userEvent.click(within(canvasElement).getByText(/個人資料/));
    await expect(box).toBeChecked();
  },
};

export const English: Story = {
  args: { children: "I agree to the terms of use" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", {
      name: "I agree to the terms of use",
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Group: Story = {
  render: (args) => (
    <CheckboxGroup legend="個人特質" options={traits} onChange={args.onChange as never} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "個人特質" });
    await userEvent.click(within(group).getByRole("checkbox", { name: "領導才能" }));
    await userEvent.click(within(group).getByRole("checkbox", { name: "好奇心強" }));
    // The value keeps the options' order.
    await expect(args.onChange).toHaveBeenLastCalledWith(["curious", "leader"]);
    await expect(within(group).getByRole("checkbox", { name: "藝術觸覺" })).toBeDisabled();
  },
};

function SelectAllDemo({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(["artistic"]);
  return (
    <CheckboxGroup
      legend="個人特質"
      options={traits}
      value={value}
      selectAll
      direction="horizontal"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

export const GroupWithSelectAll: Story = {
  render: (args) => <SelectAllDemo onChange={args.onChange as never} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole("checkbox", { name: "全選" });
    await expect(all).not.toBePartiallyChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "樂於助人" }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(["curious", "kind", "leader", "artistic"]);
    await userEvent.click(all);
    // The disabled option keeps its state: it was chosen before and cannot be changed here.
    await expect(args.onChange).toHaveBeenLastCalledWith(["artistic"]);
    await expect(all).not.toBeChecked();
  },
};

export const GroupDisabled: Story = {
  render: () => (
    <CheckboxGroup legend="個人特質" options={traits} defaultValue={["kind"]} disabled />
  ),
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole("checkbox")) {
      await expect(box).toBeDisabled();
    }
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <div>
      <CheckboxGroup
        legend="個人特質"
        required
        options={traits}
        aria-invalid
        aria-describedby="traits-error"
      />
      <p id="traits-error">請至少選擇一項特質</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: /^個人特質\s*（必填）$/ });
    await expect(group).toHaveAccessibleDescription("請至少選擇一項特質");
    await expect(within(group).getAllByRole("checkbox")[0]).toBeInvalid();
  },
};

export const GroupInEnglishOnPhone: Story = {
  render: () => (
    <CheckboxGroup
      legend="Personal traits"
      selectAll
      direction="horizontal"
      options={[
        { value: "curious", label: "Curious" },
        { value: "kind", label: "Helpful to others" },
        { value: "leader", label: "Leadership" },
        { value: "artistic", label: "Artistic sense" },
      ]}
    />
  ),
  parameters: { locale: "en-US" },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all" }));
    await expect(canvas.getByRole("checkbox", { name: "Leadership" })).toBeChecked();
    const frame = frameOf(canvasElement).getBoundingClientRect();
    for (const box of canvas.getAllByRole("checkbox")) {
      await expect(box.closest("label")!.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.right,
      );
    }
  },
};

export const Phone: Story = {
  render: () => (
    <CheckboxGroup
      legend="個人特質"
      options={traits}
      defaultValue={["kind"]}
      direction="horizontal"
      selectAll
    />
  ),
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = frameOf(canvasElement).getBoundingClientRect();
    for (const box of canvas.getAllByRole("checkbox")) {
      await expect(box.closest("label")!.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.right,
      );
    }
    await expect(canvas.getByRole("checkbox", { name: "全選" })).toBePartiallyChecked();
    await userEvent.click(canvas.getByText("領導才能"));
    await expect(canvas.getByRole("checkbox", { name: "領導才能" })).toBeChecked();
  },
};
