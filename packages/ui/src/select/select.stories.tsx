import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Select, type SelectProps } from "./select";

function Labelled({ label, ...props }: SelectProps & { label: string }) {
  const id = useId();
  return (
    <div style={{ display: "grid", gap: 4, maxWidth: 420 }}>
      <label htmlFor={id}>{label}</label>
      <Select id={id} {...props} />
    </div>
  );
}

const grades = [
  { value: "P1", label: "小一" },
  { value: "P2", label: "小二" },
  { value: "P3", label: "小三" },
  { value: "P4", label: "小四", disabled: true },
];

const meta = {
  title: "UI/Select",
  component: Labelled,
  args: { label: "年級", options: grades, placeholder: true, onChange: fn() },
} satisfies Meta<typeof Labelled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "年級" });
    await expect(select).toHaveValue("");
    await expect(within(select).getByRole("option", { name: "請選擇" })).toBeInTheDocument();
    await userEvent.selectOptions(select, "小二");
    await expect(select).toHaveValue("P2");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardChoice: Story = {
  args: { defaultValue: "P1", placeholder: false },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "年級" });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    // The native select: its keys and picker are the browser's own; the ring is ours.
    await expect(getComputedStyle(select).outlineStyle).toBe("solid");
  },
};

export const DisabledOption: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "年級" });
    await expect(within(select).getByRole("option", { name: "小四" })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "P3" },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "年級" });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue("P3");
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div>
      <Labelled {...args} aria-invalid aria-describedby="grade-error" />
      <p id="grade-error">請填寫此項</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "年級" });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription("請填寫此項");
  },
};

export const LongChineseText: Story = {
  args: {
    label: "其他學習經歷範疇",
    placeholder: "請選擇此活動所屬的其他學習經歷範疇（可於稍後修改）",
    options: [
      { value: "moral", label: "德育及公民教育" },
      { value: "community", label: "社會服務" },
      { value: "aesthetic", label: "藝術發展" },
      { value: "physical", label: "體育發展" },
      { value: "career", label: "與工作有關的經驗（包括職業探索、工作影子計劃及實習）" },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "其他學習經歷範疇" });
    await userEvent.selectOptions(select, "career");
    await expect(select.getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

export const English: Story = {
  args: {
    label: "Phone region",
    options: [
      { value: "852", label: "Hong Kong (+852)" },
      { value: "853", label: "Macau (+853)" },
      { value: "86", label: "Mainland China (+86)" },
      { value: "886", label: "Taiwan (+886)" },
    ],
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Phone region" });
    await expect(within(select).getByRole("option", { name: "Please select" })).toBeInTheDocument();
    await userEvent.selectOptions(select, "Macau (+853)");
    await expect(select).toHaveValue("853");
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  args: { label: "年級" },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "年級" });
    const frame = frameOf(canvasElement).getBoundingClientRect();
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    await userEvent.selectOptions(select, "小三");
    await expect(select).toHaveValue("P3");
  },
};

const submitGrade = fn();

function GradeForm() {
  const { register, handleSubmit } = useForm({ defaultValues: { grade: "P3" } });
  return (
    <form onSubmit={handleSubmit(submitGrade)}>
      <label htmlFor="grade">年級</label>
      <Select id="grade" options={grades} {...register("grade")} />
      <button type="submit">提交</button>
    </form>
  );
}

export const WorksWithRegister: Story = {
  render: () => <GradeForm />,
  play: async ({ canvasElement }) => {
    submitGrade.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "年級" })).toHaveValue("P3");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "年級" }), "P1");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() =>
      expect(submitGrade).toHaveBeenCalledWith({ grade: "P1" }, expect.anything()),
    );
  },
};
