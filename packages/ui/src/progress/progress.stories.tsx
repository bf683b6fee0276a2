import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Progress } from "./progress";

const meta = {
  title: "UI/Progress",
  component: Progress,
  args: { percent: 62, label: "閱讀目標" },
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "閱讀目標" });
    await expect(bar).toHaveAttribute("aria-valuenow", "62");
    await expect(bar).toHaveAttribute("aria-valuemin", "0");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
    await expect(bar).toHaveAttribute("aria-valuetext", "62%");
    await expect(bar).toHaveTextContent("62%");
    await expect(bar).toHaveAttribute("data-tone", "warning");
  },
};

/** The spec's bands: under 50, 50–70, 70–90, 90 and above. */
export const Bands: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12, maxWidth: 400 }}>
      {[0, 49.5, 50, 69, 70, 89.9, 90, 100].map((percent) => (
        <Progress key={percent} percent={percent} label={`${percent}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tones = within(canvasElement)
      .getAllByRole("progressbar")
      .map((bar) => bar.dataset.tone);
    await expect(tones).toEqual([
      "danger",
      "danger",
      "warning",
      "warning",
      "info",
      "info",
      "success",
      "success",
    ]);
  },
};

export const Circle: Story = {
  args: { type: "circle", percent: 93, showLabel: true, label: "出席率" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "出席率" });
    await expect(bar).toHaveAttribute("data-tone", "success");
    await expect(bar).toHaveTextContent("93%");
    await expect(bar.querySelector("svg")!.getBoundingClientRect().width).toBe(96);
  },
};

export const OutOfRangeIsClamped: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12, maxWidth: 400 }}>
      <Progress percent={-20} label="below" />
      <Progress percent={140} label="above" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar", { name: "below" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    await expect(canvas.getByRole("progressbar", { name: "above" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
  },
};

export const DefaultLabel: Story = {
  args: { label: undefined, percent: 35 },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "进度" });
    await expect(bar).toHaveAttribute("data-tone", "danger");
  },
};

export const LongEnglishLabel: Story = {
  args: {
    percent: 78.25,
    showLabel: true,
    label: "Other Learning Experiences hours completed this school year (aesthetic development)",
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: /aesthetic development/ });
    // Intl formats the percent for the locale, one decimal at most.
    await expect(bar).toHaveAttribute("aria-valuetext", "78.3%");
    await expect(bar).toHaveAttribute("data-tone", "info");
  },
};

export const LongChineseLabelOnPhone: Story = {
  decorators: [phoneFrame],
  args: {
    percent: 45,
    showLabel: true,
    label: "本學年其他學習經歷（德育及公民教育、社會服務、藝術發展）已完成時數",
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const bar = within(frame).getByRole("progressbar");
    await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
    await expect(bar).toHaveTextContent("45%");
  },
};
