import { endpoints, type RankedBook } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  answer,
  callLog,
  page,
  pending,
  refuse,
  ScreenStory,
  screenBox,
  screenBoxOf,
  type Sent,
} from "@campus/ui/testing";
import { books, currentLoans } from "../testing/library-fixtures";
import { inAnElement, viewStoryArgs } from "../testing/view-stories";
import { RankingStrip } from "./ranking-strip";

const { onRuntime, last: lastCall } = callLog();

function ranking(sent: Sent<typeof endpoints.libraryRank>) {
  const list: RankedBook[] = books.map((book, i) => ({ ...book, rank: i + 1 }));
  return page(list.slice(0, Number(sent.pageSize)), 1, Number(sent.pageSize));
}

const meta = {
  title: "Library/CompactViews/Ranking",
  component: ScreenStory,
  args: viewStoryArgs(
    inAnElement(RankingStrip),
    [
      answer(endpoints.libraryRank, ranking),
      answer(endpoints.libraryLoans, (sent) => page(currentLoans.slice(0, Number(sent.pageSize)))),
    ],
    onRuntime,
  ),
  decorators: [screenBox(280)],
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `view="ranking"` in a 280 px sidebar (issue 18, item 4): the top five of one ranking, each
 * leading to the book on the school's library page, and a way to the whole ranking.
 */
export const RankingInASidebar: Story = {
  play: async ({ canvasElement }) => {
    const box = screenBoxOf(canvasElement);
    const canvas = within(box);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "排行榜：借閱最多" }),
    ).toBeVisible();
    const items = within(await canvas.findByRole("list")).getAllByRole("listitem");
    await expect(items).toHaveLength(5);
    await expect(within(items[0]!).getByRole("link")).toHaveAttribute(
      "href",
      `/library.html#/library/bookdetail?id=${books[0]!.id}&xschoolCode=DEMO`,
    );
    await expect(canvas.getByRole("link", { name: "查看完整排行榜" })).toHaveAttribute(
      "href",
      "/library.html#/library/rank?type=read&xschoolCode=DEMO",
    );
    await expect(lastCall("libraryRank")).toMatchObject({
      rankType: "read",
      pageNum: 1,
      pageSize: 5,
    });
    // No tabs, no pager, no sign-in: a strip, not the library.
    await expect(canvas.queryByRole("tab")).toBeNull();
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "登入" })).toBeNull();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** `kind="recommend" limit="3"`, in English: the ranking asked for, three books, clamped. */
export const RecommendedTopThreeInEnglish: Story = {
  args: { locale: "en-US", screen: inAnElement(RankingStrip, { kind: "recommend", limit: 3 }) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(
      await canvas.findByRole("heading", { name: "Top books: Most recommended" }),
    ).toBeVisible();
    await expect(within(await canvas.findByRole("list")).getAllByRole("listitem")).toHaveLength(3);
    await expect(lastCall("libraryRank")).toMatchObject({ rankType: "recommend", pageSize: 3 });
  },
};

/** A kind that is not a ranking, a limit past ten: the default ranking, ten books at most. */
export const UnknownKindAndTooManyAskedFor: Story = {
  args: { screen: inAnElement(RankingStrip, { kind: "loudest", limit: 50 }) },
  play: async ({ canvasElement }) => {
    await within(screenBoxOf(canvasElement)).findByRole("heading", { name: "排行榜：借閱最多" });
    await expect(lastCall("libraryRank")).toMatchObject({ rankType: "read", pageSize: 10 });
  },
};

export const RankingLoading: Story = {
  args: { answers: [pending(endpoints.libraryRank)] },
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(await canvas.findByRole("heading", { name: "排行榜：借閱最多" })).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const RankingFailedThenRetried: Story = {
  args: { answers: [refuse(endpoints.libraryRank, 500, "伺服器發生錯誤，請稍後再試")] },
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(await canvas.findByText(/未能載入/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeVisible();
  },
};
