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
