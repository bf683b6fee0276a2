import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BookCover } from "./book-cover";

const meta = {
  title: "Library/BookCover",
  component: BookCover,
  args: { id: 3, title: "香港街道的故事", author: "陳志強" },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookCover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DrawnFromTheTitle: Story = {
  play: async ({ canvasElement }) => {
    const cover = within(canvasElement).getByTestId("book-cover");
    await expect(cover).toHaveTextContent("香港街道的故事陳志強");
    // Decorative: the title is always written beside it.
    await expect(cover).toHaveAttribute("aria-hidden", "true");
    await expect(
      cover.getBoundingClientRect().height / cover.getBoundingClientRect().width,
    ).toBeCloseTo(4 / 3, 1);
  },
};

export const LongEnglishTitleIsClamped: Story = {
  args: {
    id: 6,
    title:
      "My Classmate Is an Alien: a long school story about friendship, courage and accepting difference",
    author: "Chow Siu Yin",
  },
  play: async ({ canvasElement }) => {
    const cover = within(canvasElement).getByTestId("book-cover");
    await expect(cover.scrollHeight).toBeLessThanOrEqual(cover.clientHeight + 1);
  },
};

export const SmallInALine: Story = {
  args: { size: "sm" },
  play: async ({ canvasElement }) => {
    const cover = within(canvasElement).getByTestId("book-cover");
    await expect(cover.getBoundingClientRect().width).toBe(48);
    await expect(cover).not.toHaveTextContent("陳志強");
  },
};
