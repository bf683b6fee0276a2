import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Skeleton } from "./skeleton";

const meta = {
  title: "UI/Skeleton",
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

function shapesOf(canvasElement: HTMLElement) {
  return canvasElement.querySelectorAll('[aria-hidden="true"] > * , [aria-hidden="true"] > * > *');
}

export const TextLines: Story = {
  args: { lines: 4 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector("[data-variant=text]")!;
    await expect(root).toHaveAttribute("aria-busy", "true");
    // The words a screen reader hears; the shapes are hidden from it.
    await expect(within(canvasElement).getByText("載入中")).toBeInTheDocument();
    const hidden = root.querySelector('[aria-hidden="true"]')!;
    await expect(hidden.firstElementChild!.children).toHaveLength(4);
    await expect(hidden).not.toHaveTextContent(/./);
  },
};

export const Avatar: Story = {
  args: { variant: "avatar", height: 48 },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    const box = shape.getBoundingClientRect();
    await expect(box.width).toBe(48);
    await expect(box.height).toBe(48);
    await expect(getComputedStyle(shape).borderRadius).toBe("50%");
  },
};

export const Block: Story = {
  args: { variant: "block", height: 120, width: 240 },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    await expect(shape.getBoundingClientRect().height).toBe(120);
    await expect(shape.getBoundingClientRect().width).toBe(240);
    // It shimmers (the reduced-motion rule turns this off for those who ask).
    await expect(getComputedStyle(shape).animationName).not.toBe("none");
  },
};

export const InsideABusyContainer: Story = {
  args: { announce: false, lines: 2 },
  render: (args) => (
    <div aria-busy="true" aria-label="Loans" role="region">
      <Skeleton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The container announces; the skeleton adds nothing a screen reader would hear twice.
    const root = canvasElement.querySelector("[data-variant=text]")!;
    await expect(root).not.toHaveAttribute("aria-busy");
    await expect(within(canvasElement).queryByText("載入中")).toBeNull();
    await expect(shapesOf(canvasElement).length).toBeGreaterThan(0);
  },
};

export const English: Story = {
  args: { lines: 2 },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: { lines: 3 },
  decorators: [phoneFrame],
  render: (args) => (
    <div style={{ display: "flex", gap: 12 }}>
      <Skeleton variant="avatar" announce={false} />
      <Skeleton {...args} style={{ flex: 1 }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const root = frame.querySelector("[data-variant=text]") as HTMLElement;
    await expect(root.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
    await expect(within(frame).getAllByText("載入中")).toHaveLength(1);
  },
};
