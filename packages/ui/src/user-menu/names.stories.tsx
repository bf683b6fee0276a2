import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Names } from "./names";

/** The two-line name box of the user menu's toggle and its children: long names are cut. */
function NameBox({ name, line }: { name: string; line: string }) {
  return (
    <div style={{ width: 360 }}>
      <Names>
        <span>{name}</span>
        <small>{line}</small>
      </Names>
    </div>
  );
}

const meta = {
  title: "UI/UserMenu/Names",
  component: NameBox,
  args: { name: "陳大文", line: "目前子女：陳小明" },
} satisfies Meta<typeof NameBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("陳大文")).toBeVisible();
    await expect(canvas.getByText("目前子女：陳小明")).toBeVisible();
  },
};

/** On a phone a long name stays on its line, cut with an ellipsis, within 40 % of the width. */
export const LongNamesAreCut: Story = {
  args: {
    name: "Chan Tai Man Christopher Alexander Bartholomew Montgomery-Fitzgerald",
    line: "Current child: Chan Siu Ming Theodore Maximilian",
  },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(/^Chan Tai Man/);
    await expect(getComputedStyle(name).textOverflow).toBe("ellipsis");
    await expect(getComputedStyle(name).whiteSpace).toBe("nowrap");
    const box = name.parentElement!.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(window.innerWidth * 0.4 + 1);
    await expect(name.getBoundingClientRect().height).toBeLessThan(30);
  },
};
