import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { StatusTag, type StatusTone } from "./status-tag";

const meta = {
  title: "UI/StatusTag",
  component: StatusTag,
  args: { tone: "danger", children: "已逾期" },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("已逾期")).toHaveAttribute("data-tone", "danger");
  },
};

const TONES: [StatusTone, string][] = [
  ["primary", "預約中"],
  ["info", "借閱中"],
  ["warning", "報失審批中"],
  ["success", "可取書"],
  ["danger", "已逾期"],
  ["neutral", "已取消"],
];

/** Every tone, each with its words; axe checks the contrast of each. */
export const EveryTone: Story = {
  render: () => (
    <ul style={{ display: "flex", flexWrap: "wrap", gap: 8, padding: 0, listStyle: "none" }}>
      {TONES.map(([tone, text]) => (
        <li key={tone}>
          <StatusTag tone={tone}>{text}</StatusTag>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [tone, text] of TONES) {
      await expect(canvas.getByText(text)).toBeVisible();
      await expect(canvas.getByText(text)).toHaveAttribute("data-tone", tone);
    }
  },
};

/** The words are always there: the colour only helps. */
export const LongEnglishOnPhone: Story = {
  args: { tone: "warning", children: "Interview under review" },
  parameters: { locale: "en-US" },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const tag = within(frame).getByText("Interview under review");
    await expect(tag.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
  },
};
