import { endpoints, type RankedBook } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { answer, page, ScreenStory, type Sent } from "@campus/ui/testing";
import { books } from "../../testing/library-fixtures";
import { RankPage } from "./rank-page";

/** 30 ranked books, so paging shows; the order depends on the ranking asked for. */
function ranking(sent: Sent<typeof endpoints.libraryRank>) {
  const type = sent.rankType;
  const list: RankedBook[] = Array.from({ length: 30 }, (_, i) => {
    const base = books[i % 6]!;
    return {
      ...base,
      id: 1000 + i,
      name_zh: `${base.name_zh}（${type} ${i + 1}）`,
      rank: i + 1,
      read_count: 300 - i,
      view_count: 900 - i,
      recommend_count: 80 - i,
    };
  });
  return page(list, Number(sent.pageNum), Number(sent.pageSize));
}

const meta = {
  title: "Library/Screens/Rank",
  component: ScreenStory,
  args: {
    path: "/library/rank?xschoolCode=DEMO",
    route: "/library/rank",
    screen: RankPage,
    answers: [answer(endpoints.libraryRank, ranking)],
    user: null,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MostReadFirstAndPaged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "借閱最多" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const list = await canvas.findByRole("list", { name: "借閱最多" });
    await expect(await within(list).findByLabelText("第 1 名")).toBeVisible();
    await expect(within(list).getByText("借閱 300 次")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "第 2 頁" }));
    await expect(await within(list).findByLabelText("第 13 名")).toBeVisible();
  },
};

export const SwitchToViews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "瀏覽最多" }));
    const list = await canvas.findByRole("list", { name: "瀏覽最多" });
    await expect(await within(list).findByText("瀏覽 900 次")).toBeVisible();
  },
};

export const RecommendedInEnglish: Story = {
  args: { path: "/library/rank?type=recommend&xschoolCode=DEMO", locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Most recommended" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await waitFor(() => expect(canvas.getByText("80 recommendations")).toBeVisible());
  },
};

export const Empty: Story = {
  args: { answers: [answer(endpoints.libraryRank, page([]))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("暫無資料")).toBeVisible();
  },
};
