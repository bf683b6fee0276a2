import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId } from "react";
import { expect, userEvent, within } from "storybook/test";
import { TextArea, type TextAreaProps } from "./text-area";

/** Stories label their controls themselves; in features `Field` does it. */
function LabelledArea({ label, ...props }: TextAreaProps & { label: string }) {
  const id = useId();
  return (
    <div style={{ display: "grid", gap: 4, maxWidth: 420 }}>
      <label htmlFor={id}>{label}</label>
      <TextArea id={id} {...props} />
    </div>
  );
}

const meta = {
  title: "UI/TextArea",
  component: LabelledArea,
  args: { label: "書評" },
} satisfies Meta<typeof LabelledArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextAreaWithCounter: Story = {
  render: () => <LabelledArea label="書評" showCount maxLength={500} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole("textbox", { name: "書評" });
    await expect(canvas.getByText("0 / 500")).toBeInTheDocument();
    await userEvent.type(area, "這本書很好看，推薦！");
    await expect(canvas.getByText("10 / 500")).toBeInTheDocument();
    await expect(area).toHaveAccessibleDescription("已輸入 10 個字，上限 500 個字");
  },
};

/**
 * Characters as a reader counts them, and nothing cut (issue 35, item 15): "👍📚 …😊👨‍👩‍👧" is
 * 14 characters (24 UTF-16 units); a paste past the limit stays whole, the count in red.
 */
export const TextAreaCountsWhatYouSee: Story = {
  render: () => <LabelledArea label="書評" showCount maxLength={20} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole("textbox", { name: "書評" });
    area.focus();
    await userEvent.paste("👍📚 很好看的故事，推薦😊👨‍👩‍👧");
    await expect(canvas.getByText("14 / 20")).toBeInTheDocument();
    await userEvent.paste("，全家都喜歡！");
    await expect(area).toHaveValue("👍📚 很好看的故事，推薦😊👨‍👩‍👧，全家都喜歡！");
    const count = canvas.getByText("21 / 20");
    await expect(getComputedStyle(count.parentElement!).color).toBe("rgb(180, 35, 24)");
  },
};

export const TextAreaCounterInEnglish: Story = {
  render: () => (
    <LabelledArea label="Review" showCount maxLength={1500} defaultValue={"a".repeat(1234)} />
  ),
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Numbers go through Intl: 1,234 rather than 1234.
    await expect(canvas.getByText("1,234 / 1,500")).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: "Review" })).toHaveAccessibleDescription(
      "1,234 characters of 1,500 entered",
    );
  },
};

export const TextAreaDisabled: Story = {
  render: () => <LabelledArea label="原因" disabled defaultValue="遺失於校車上" showCount />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "原因" })).toBeDisabled();
    await expect(canvas.getByText("6")).toBeInTheDocument();
  },
};

export const TextAreaInvalid: Story = {
  render: () => (
    <div>
      <LabelledArea label="原因" aria-invalid aria-describedby="reason-error" />
      <p id="reason-error">請輸入原因</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole("textbox", { name: "原因" });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription("請輸入原因");
  },
};
