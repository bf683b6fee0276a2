import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { phoneFrame, frameOf } from "../story-helpers/story-helpers";
import { TextArea } from "../text-area/text-area";
import { Input, type InputProps } from "./input";

/** Stories label their controls themselves; in features `Field` does it. */
function Labelled({ label, ...props }: InputProps & { label: string }) {
  const id = useId();
  return (
    <div style={{ display: "grid", gap: 4, maxWidth: 420 }}>
      <label htmlFor={id}>{label}</label>
      <Input id={id} {...props} />
    </div>
  );
}

const meta = {
  title: "UI/Input",
  component: Labelled,
  args: { label: "學生姓名", onChange: fn() },
} satisfies Meta<typeof Labelled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: "例如：陳大文" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "學生姓名" });
    await expect(input).toHaveAttribute("placeholder", "例如：陳大文");
    await userEvent.type(input, "陳小明");
    await expect(input).toHaveValue("陳小明");
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Password: Story = {
  args: { label: "密碼", type: "password", autoComplete: "current-password" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("密碼");
    await userEvent.type(input, "s3cret!");
    await expect(input).toHaveAttribute("type", "password");
    const toggle = canvas.getByRole("button", { name: "顯示密碼" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(input).toHaveValue("s3cret!");
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("type", "password");
  },
};

export const Telephone: Story = {
  args: { label: "電話號碼", type: "tel", inputMode: "tel", autoComplete: "tel" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "電話號碼" });
    await expect(input).toHaveAttribute("type", "tel");
    await userEvent.type(input, "91234567");
    await expect(input).toHaveValue("91234567");
  },
};

export const SearchWithClear: Story = {
  args: { label: "搜尋書名", type: "search", onClear: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("searchbox", { name: "搜尋書名" });
    await expect(canvas.queryByRole("button", { name: "清除" })).not.toBeInTheDocument();
    await userEvent.type(input, "哈利波特");
    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // The clear goes through onChange, so a controlled parent hears about it.
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: input }),
    );
    await expect(canvas.queryByRole("button", { name: "清除" })).not.toBeInTheDocument();
  },
};

function ControlledSearch() {
  const [query, setQuery] = useState("圖書館");
  return (
    <div>
      <Labelled
        label="關鍵字"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <output>{`已搜尋：${query}`}</output>
    </div>
  );
}

export const ControlledSearchClears: Story = {
  render: () => <ControlledSearch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await expect(canvas.getByRole("searchbox", { name: "關鍵字" })).toHaveValue("");
    await expect(canvas.getByRole("status")).toHaveTextContent("已搜尋：");
  },
};

export const Disabled: Story = {
  args: { label: "學校代碼", defaultValue: "HK0001", disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "學校代碼" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("HK0001");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledPassword: Story = {
  args: { label: "密碼", type: "password", disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "顯示密碼" })).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div>
      <Labelled {...args} aria-invalid aria-describedby="phone-error" />
      <p id="phone-error">電話號碼格式不正確</p>
    </div>
  ),
  args: { label: "電話號碼", type: "tel", defaultValue: "1234" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "電話號碼" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("電話號碼格式不正確");
    await expect(getComputedStyle(input).borderColor).toBe("rgb(180, 35, 24)");
  },
};

export const LongChineseText: Story = {
  args: {
    label: "緊急聯絡人姓名（如與監護人不同，請填寫另一位可於上課時間聯絡的成年人）",
    defaultValue:
      "陳大文先生（父親，於九龍灣工作，平日上午九時至下午六時可致電辦公室或手提電話聯絡）",
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: /緊急聯絡人姓名/ });
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().width,
    );
  },
};

export const English: Story = {
  args: { label: "Password", type: "password" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Password"), "abc");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("type", "text");
  },
};

export const EnglishSearch: Story = {
  args: { label: "Search titles", type: "search", defaultValue: "Matilda" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(canvas.getByRole("searchbox", { name: "Search titles" })).toHaveValue("");
  },
};

export const Phone: Story = {
  args: { label: "搜尋", type: "search", defaultValue: "小王子" },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = frameOf(canvasElement).getBoundingClientRect();
    const input = canvas.getByRole("searchbox", { name: "搜尋" });
    const clear = canvas.getByRole("button", { name: "清除" });
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    // The clear button sits inside the field, not past its edge.
    await expect(clear.getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().right,
    );
    await expect(clear.getBoundingClientRect().height).toBeGreaterThanOrEqual(34);
  },
};

interface RegisterValues {
  name: string;
  keyword: string;
  review: string;
}

function RegisterForm({ onSubmit }: { onSubmit: (values: RegisterValues) => void }) {
  const { register, handleSubmit } = useForm<RegisterValues>({
    defaultValues: { name: "陳大文", keyword: "小王子", review: "" },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} style={{ display: "grid", gap: 8, maxWidth: 420 }}>
      <label htmlFor="rf-name">姓名</label>
      <Input id="rf-name" {...register("name")} />
      <label htmlFor="rf-keyword">關鍵字</label>
      <Input id="rf-keyword" type="search" {...register("keyword")} />
      <label htmlFor="rf-review">書評</label>
      <TextArea id="rf-review" showCount maxLength={200} {...register("review")} />
      <button type="submit">提交</button>
    </form>
  );
}

const submitRegisterForm = fn();

export const WorksWithRegister: Story = {
  render: () => <RegisterForm onSubmit={submitRegisterForm} />,
  play: async ({ canvasElement }) => {
    submitRegisterForm.mockClear();
    const canvas = within(canvasElement);
    // register writes its defaults into the DOM; the clear button and counter notice them.
    await expect(canvas.getByRole("textbox", { name: "姓名" })).toHaveValue("陳大文");
    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "書評" }), "好書");
    await expect(canvas.getByText("2 / 200")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() =>
      expect(submitRegisterForm).toHaveBeenCalledWith(
        { name: "陳大文", keyword: "", review: "好書" },
        expect.anything(),
      ),
    );
  },
};
