import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType, ReactNode } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ScreenStory } from "@campus/ui/testing";
import { book } from "../testing/library-fixtures";
import { BookCard } from "./book-card";

function Nothing() {
  return null;
}

const meta = {
  title: "Library/BookCard",
  component: ScreenStory,
  args: {
    path: "/shelf",
    route: "/shelf",
    screen: Nothing as ComponentType,
    answers: [],
    user: null,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const shelf =
  (...cards: ReactNode[]) =>
  () => (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(3, 160px)",
        gap: 24,
        listStyle: "none",
        padding: 12,
      }}
    >
      {cards.map((card, i) => (
        <li key={i}>{card}</li>
      ))}
    </ul>
  );

export const AvailabilityAtAGlance: Story = {
  args: {
    screen: shelf(
      <BookCard book={book({ id: 1 })} />,
      <BookCard book={book({ id: 2, name_zh: "小王子", available: 0 })} />,
      <BookCard book={book({ id: 3, name_zh: "參考書", status: "disabled" })} />,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("可預約 2 冊")).toBeVisible();
    await expect(canvas.getByText("已全部被預約")).toBeVisible();
    await expect(canvas.getByText("暫停外借")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "小王子" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/library/bookdetail?id=2&xschoolCode=DEMO",
    );
  },
};

/**
 * A one-line title is followed at once by its other-language title, with no blank line kept
 * for a second; cards of a row still end level, their availability at the foot (item 31).
 */
export const NoBlankLineUnderAShortTitle: Story = {
  args: {
    screen: shelf(
      <BookCard book={book({ id: 1, name_zh: "小王子", name_en: "The Little Prince" })} />,
      <BookCard
        book={book({
          id: 2,
          name_zh: "一本書名很長很長很長而且還要再長一點的圖書",
          name_en: "A Very Long Title",
        })}
      />,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const short = canvas.getByRole("link", { name: "小王子" }).getBoundingClientRect();
    const subtitle = canvas.getByText("The Little Prince").getBoundingClientRect();
    await expect(subtitle.top - short.bottom).toBeLessThanOrEqual(8);
    const [first, second] = canvas.getAllByText(/^可預約/).map((e) => e.getBoundingClientRect());
    await expect(first!.bottom).toBe(second!.bottom);
  },
};

export const RankedInEnglish: Story = {
  args: {
    locale: "en-US",
    screen: shelf(
      <BookCard book={book({ id: 1 })} rank={{ place: 1, type: "read" }} />,
      <BookCard book={book({ id: 2 })} rank={{ place: 12, type: "view" }} />,
    ),
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("No. 1")).toHaveTextContent("1");
    await expect(canvas.getByText("Borrowed 128 times")).toBeVisible();
    await expect(canvas.getByText("902 views")).toBeVisible();
    // The other language's title is marked as such for screen readers.
    await expect(canvas.getAllByText("恐龍大探險")[0]).toHaveAttribute("lang", "zh-Hant");
  },
};

/** The boxes of each line a text takes up inside `element`. */
function lineBoxes(element: Element): DOMRect[] {
  const range = document.createRange();
  range.selectNodeContents(element);
  return [...range.getClientRects()].filter((box) => box.width > 0);
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Issue 9, item 27: the ranking badge covered the end of a long English cover title. */
export const RankBadgeLeavesTheCoverTitleClear: Story = {
  args: {
    locale: "en-US",
    screen: shelf(
      <BookCard
        book={book({ id: 1, name_en: "Adventures in the Academy of Magic" })}
        rank={{ place: 2, type: "read" }}
      />,
      <BookCard
        book={book({ id: 2, name_en: "The Rules of Tennis, Book 7" })}
        rank={{ place: 1, type: "read" }}
      />,
      <BookCard
        book={book({ id: 3, name_en: "Robinson Crusoe, Book 12" })}
        rank={{ place: 13, type: "read" }}
      />,
    ),
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole("article");
    await expect(cards).toHaveLength(3);
    for (const card of cards) {
      const badge = within(card)
        .getByLabelText(/^No\. /)
        .getBoundingClientRect();
      const title = within(card).getByTestId("book-cover").firstElementChild!;
      const lines = lineBoxes(title);
      await expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) await expect(overlaps(line, badge)).toBe(false);
    }
  },
};
