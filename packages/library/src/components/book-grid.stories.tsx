import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ScreenStory } from "@campus/ui/testing";
import { books } from "../testing/library-fixtures";
import { BookGrid, type BookGridProps } from "./book-grid";

const grid = (props: Partial<BookGridProps>) => () => (
  <BookGrid label="書架" books={books} {...props} />
);

const meta = {
  title: "Library/BookGrid",
  component: ScreenStory,
  args: { path: "/shelf", route: "/shelf", screen: grid({}), answers: [], user: null },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {
  args: { screen: grid({ paging: { total: 40, page: 1, pageSize: 12, onChange: fn() } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole("list", { name: "書架" })).getAllByRole("listitem"),
    ).toHaveLength(books.length);
    await expect(canvas.getByRole("navigation")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { screen: grid({ books: undefined, loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("list", { name: "書架" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

const retry = fn();
export const FailedWithRetry: Story = {
  args: { screen: grid({ books: undefined, error: true, onRetry: retry }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("未能載入書籍")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "重試" }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { screen: grid({ books: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暫無資料")).toBeVisible();
  },
};

/** Three across on a phone: a screen holds two rows of covers, not two books (issue 35, 31). */
export const ThreeAcrossOnAPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole("list", { name: "書架" })).getAllByRole(
      "listitem",
    );
    await expect(items[0]!.getBoundingClientRect().top).toBe(items[2]!.getBoundingClientRect().top);
    await expect(items[3]!.getBoundingClientRect().top).toBeGreaterThan(
      items[2]!.getBoundingClientRect().top,
    );
  },
};
