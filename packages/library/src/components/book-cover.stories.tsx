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

/** Each word of `element`'s text, with the number of lines it is drawn on. */
function wordLines(element: Element): [string, number][] {
  const text = element.firstChild!;
  const words: [string, number][] = [];
  for (const match of (text.textContent ?? "").matchAll(/\S+/g)) {
    const range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
    words.push([match[0], tops.size]);
  }
  return words;
}

/** Issue 9, item 12: a 48 px cover drew "Dinosau / r". Words stay whole; the font shrinks. */
export const SmallCoverKeepsEnglishWordsWhole: Story = {
  args: { size: "sm", id: 4, title: "Dinosaur Detectives" },
  // Inside a card or table cell, which breaks long text anywhere (ui's Card does).
  decorators: [
    (Story) => (
      <div style={{ overflowWrap: "anywhere" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByTestId("book-cover").firstElementChild!;
    await expect(title).toHaveAttribute("lang", "en");
    await expect(wordLines(title)).toEqual([
      ["Dinosaur", 1],
      ["Detectives", 1],
    ]);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};

/** The same cover for a Chinese title: no English hyphenation, characters wrap as ever. */
export const SmallCoverChineseTitle: Story = {
  args: { size: "sm", title: "香港街道的故事" },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByTestId("book-cover").firstElementChild!;
    await expect(title).not.toHaveAttribute("lang");
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(getComputedStyle(title).fontSize).toBe("8px");
  },
};
