import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ScreenStory } from "@campus/ui/testing";
import { RecordsLayout } from "./records-layout";

const Layout = () => (
  <RecordsLayout>
    <p>page</p>
  </RecordsLayout>
);

const meta = {
  title: "Library/Screens/MyRecords/RecordsLayout",
  component: ScreenStory,
  args: {
    path: "/library/myrecord/borrow/renew?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/renew",
    screen: Layout,
    answers: [],
    user: parentUser(),
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SevenPagesOneMarked: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "我的紀錄" }));
    await expect(nav.getAllByRole("link")).toHaveLength(7);
    await expect(nav.getByRole("link", { name: "續借紀錄" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(nav.getByRole("link", { name: "我的收藏" }));
    await expect(await within(canvasElement).findByTestId("navigated")).toHaveTextContent(
      "/library/myrecord/collect?xschoolCode=DEMO",
    );
  },
};

export const OnAPhoneTheLinksScroll: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("navigation").querySelector("ul")!;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Issue 9, item 3: at 360 px, 我的書評 (the last page) opened with its link off-screen. */
export const OnAPhoneTheCurrentPageShows: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  parameters: { locale: "en-US" },
  args: {
    path: "/library/myrecord/review?xschoolCode=DEMO",
    route: "/library/myrecord/review",
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "My records" });
    const box = nav.querySelector("ul")!.getBoundingClientRect();
    const current = within(nav).getByRole("link", { current: "page" });
    await expect(current).toHaveAccessibleName("My reviews");
    await expect(current.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
  },
};
