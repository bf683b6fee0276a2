import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ScreenStory, screenBox, screenBoxOf } from "@campus/ui/testing";
import { More, ViewCard, ViewList } from "./view-card";

const refetch = fn();

const card = (list?: { isPending: boolean; isError: boolean }) =>
  function Card() {
    return (
      <ViewCard
        title="排行榜：借閱最多"
        list={list && { ...list, refetch }}
        more={<More href="#/library/rank">查看完整排行榜</More>}
      >
        <ViewList>
          <li>
            <a href="#/library/bookdetail?id=1">恐龍大探險</a>
          </li>
        </ViewList>
      </ViewCard>
    );
  };

const meta = {
  title: "Library/CompactViews/ViewCard",
  component: ScreenStory,
  args: {
    path: "/library/home?xschoolCode=DEMO",
    route: "/library/home",
    screen: card({ isPending: false, isError: false }),
    answers: [],
    user: parentUser(),
  },
  decorators: [screenBox(240)],
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A compact view's card: its heading, its list, its way on — in a 240 px column. */
export const WithItsList: Story = {
  play: async ({ canvasElement }) => {
    const box = screenBoxOf(canvasElement);
    const canvas = within(box);
    await expect(canvas.getByRole("heading", { level: 2, name: "排行榜：借閱最多" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "恐龍大探險" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "查看完整排行榜" })).toBeVisible();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** Loading: a skeleton where the list will be; the way on is already there. */
export const Loading: Story = {
  args: { screen: card({ isPending: true, isError: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link", { name: "恐龍大探險" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "查看完整排行榜" })).toBeVisible();
  },
};

/** Failed: said once, in the card, with a retry that asks again. */
export const Failed: Story = {
  args: { screen: card({ isPending: false, isError: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/未能載入/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "重試" }));
    await expect(refetch).toHaveBeenCalled();
  },
};
