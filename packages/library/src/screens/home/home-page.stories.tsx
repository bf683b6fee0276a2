import { endpoints } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  answer,
  callLog,
  page,
  pending,
  refuse,
  ScreenStory,
  screenBox,
  screenBoxOf,
} from "@campus/ui/testing";
import { book, books, home } from "../../testing/library-fixtures";
import { HomePage } from "./home-page";

const answers = [
  answer(endpoints.libraryHome, home),
  answer(endpoints.libraryRecommend, page(books.slice(0, 4))),
];

const meta = {
  title: "Library/Screens/Home",
  component: ScreenStory,
  args: {
    path: "/library/home?xschoolCode=DEMO",
    route: "/library/home",
    screen: HomePage,
    answers,
    user: parentUser(),
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "新書上架" })).toBeVisible();
    await expect(await canvas.findByText("館藏 2,134 種書、5,321 冊")).toBeVisible();
    const shelf = canvas.getByRole("list", { name: "新書上架" });
    await expect(within(shelf).getByRole("link", { name: "小王子" })).toHaveAttribute(
      "href",
      "/library/bookdetail?id=2&xschoolCode=DEMO",
    );
    await expect(within(shelf).getByText("已全部被預約")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /科學/ })).toHaveAttribute(
      "href",
      "/library/category?categoryId=1&xschoolCode=DEMO",
    );
  },
};

export const SearchGoesToResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole("searchbox", { name: "搜尋館藏" });
    await userEvent.click(canvas.getByRole("button", { name: "搜尋" }));
    await expect(canvas.queryByTestId("navigated")).toBeNull();
    await userEvent.type(box, "恐龍{Enter}");
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/library/searchresult?keyword=%E6%81%90%E9%BE%8D&xschoolCode=DEMO",
    );
  },
};

export const Loading: Story = {
  args: {
    answers: [pending(endpoints.libraryHome), pending(endpoints.libraryRecommend)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole("list", { busy: true }).length).toBeGreaterThan(0),
    );
  },
};

export const LoadFailed: Story = {
  args: {
    answers: [
      refuse(endpoints.libraryHome, 500, "伺服器發生錯誤，請稍後再試"),
      answer(endpoints.libraryRecommend, page(books.slice(0, 2))),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText("未能載入書籍")).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole("button", { name: "重試" })[0]).toBeVisible();
  },
};

export const EnglishOnPhone: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "New arrivals" })).toBeVisible();
    await expect(
      (await canvas.findAllByRole("link", { name: "The Little Prince" }))[0],
    ).toBeVisible();
    // The page never scrolls sideways; a shelf scrolls within itself.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const shelf = canvas.getByRole("list", { name: "New arrivals" });
    await expect(shelf.scrollWidth).toBeGreaterThan(shelf.clientWidth);
  },
};

/**
 * Issue 9, item 19: on a desktop 為你推薦 showed 6 books then blank space. The shelf asks for as
 * many as the others hold, and its books fill the row.
 */
const { onRuntime, last: lastCall } = callLog();

export const ShelvesFillTheRowOnADesktop: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  args: {
    onRuntime,
    answers: [
      answer(endpoints.libraryHome, home),
      answer(
        endpoints.libraryRecommend,
        page(Array.from({ length: 8 }, (_, i) => book({ id: 100 + i }))),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        within(canvas.getByRole("list", { name: "為你推薦" })).getAllByRole("link"),
      ).toHaveLength(8),
    );
    const shelf = canvas.getByRole("list", { name: "為你推薦" });
    const items = within(shelf).getAllByRole("listitem");
    await expect(lastCall("libraryRecommend")).toMatchObject({ pageSize: 8 });
    const row = shelf.getBoundingClientRect();
    const last = items.at(-1)!.getBoundingClientRect();
    // The row is full to its end, or runs on past it (and scrolls).
    await expect(last.right).toBeGreaterThanOrEqual(row.right - 24);
  },
};

/** Nothing in the box sticks out sideways: its rows scroll inside it instead. */
async function fitsItsBox(canvasElement: HTMLElement) {
  const box = screenBoxOf(canvasElement);
  await expect(await within(box).findByRole("heading", { name: "新書上架" })).toBeVisible();
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
}

/**
 * In a school page's 280 px sidebar on a desktop (issue 18, item 3): laid out by the box, not
 * the viewport — the search on its own line, shelves that scroll inside the box.
 */
export const InA280pxSidebar: Story = {
  decorators: [screenBox(280)],
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => fitsItsBox(canvasElement),
};

export const InA320pxColumnInEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  decorators: [screenBox(320)],
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const box = screenBoxOf(canvasElement);
    await expect(await within(box).findByRole("heading", { name: "New arrivals" })).toBeVisible();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** A 1,600 px main column: every book of a shelf in view, none grown past a cover's width. */
export const InA1600pxColumn: Story = {
  decorators: [screenBox(1600)],
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsItsBox(canvasElement);
    const shelf = within(canvasElement).getByRole("list", { name: "新書上架" });
    await expect(shelf.scrollWidth).toBeLessThanOrEqual(shelf.clientWidth);
    for (const book of shelf.children)
      await expect(book.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};
