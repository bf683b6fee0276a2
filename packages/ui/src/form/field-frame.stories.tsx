import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Input } from "../input/input";
import { RadioGroup } from "../radio/radio";
import { FieldFrame, FormSummary } from "./field-frame";

const meta = {
  title: "Form/FieldFrame",
  component: FieldFrame,
  args: { label: "電話號碼", children: () => null },
} satisfies Meta<typeof FieldFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field without a form library: label, required mark, hint and error wired to the control. */
export const WithHintAndError: Story = {
  render: () => (
    <FieldFrame label="電話號碼" required hint="香港號碼為 8 位數字" error="電話號碼格式不正確">
      {(a11y) => <Input type="tel" defaultValue="9123" {...a11y} />}
    </FieldFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: /^電話號碼/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("香港號碼為 8 位數字 電話號碼格式不正確");
    await expect(canvas.getByText("（必填）")).toBeInTheDocument();
  },
};

/** Valid: no error, not marked invalid, described by its hint alone. */
export const Valid: Story = {
  render: () => (
    <FieldFrame label="帳戶名稱" hint="學生編號或教職員帳戶">
      {(a11y) => <Input defaultValue="s2026001" {...a11y} />}
    </FieldFrame>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "帳戶名稱" });
    await expect(input).not.toBeInvalid();
    await expect(input).toHaveAccessibleDescription("學生編號或教職員帳戶");
  },
};

/** A group control gets the label as its legend, and the summary a failed submit shows. */
export const GroupWithSummary: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <FormSummary role="alert">請完成表格</FormSummary>
      <FieldFrame label="登入類型" group error="請填寫此項">
        {(a11y, legend) => (
          <RadioGroup
            legend={legend}
            options={[
              { value: "parent", label: "家長" },
              { value: "student", label: "學生" },
            ]}
            value={null}
            {...a11y}
          />
        )}
      </FieldFrame>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("請完成表格");
    await expect(canvas.getByRole("radiogroup", { name: "登入類型" })).toBeVisible();
    await expect(canvas.getByText("請填寫此項")).toBeVisible();
  },
};
