import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { MemoryRouter, NavLink } from "./routing";

/** A navigation bar of NavLinks on the records pages: the current one says so. */
function Nav({ path }: { path: string }) {
  return (
    <MemoryRouter path={path}>
      <nav aria-label="我的紀錄">
        <ul style={{ display: "flex", gap: 16, listStyle: "none", padding: 0 }}>
          <li>
            <NavLink to="/library/myrecord/borrow/now?xschoolCode=DEMO">目前借閱</NavLink>
          </li>
          <li>
            <NavLink to="/library/myrecord/collect?xschoolCode=DEMO">我的收藏</NavLink>
          </li>
          <li>
            <NavLink to="/library/home" end>
              圖書館首頁
            </NavLink>
          </li>
        </ul>
      </nav>
    </MemoryRouter>
  );
}

const meta = {
  title: "Routing/NavLink",
  component: Nav,
  args: { path: "/library/myrecord/borrow/now?xschoolCode=DEMO" },
} satisfies Meta<typeof Nav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link to the page shown is current (its query does not matter); following another moves it. */
export const CurrentPageFollowsNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "目前借閱" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "我的收藏" })).not.toHaveAttribute(
      "aria-current",
    );
    await userEvent.click(canvas.getByRole("link", { name: "我的收藏" }));
    await expect(canvas.getByRole("link", { name: "我的收藏" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "目前借閱" })).not.toHaveAttribute(
      "aria-current",
    );
  },
};

/** `end`: a page below the link's path does not make it current. */
export const EndMatchesExactlyOnly: Story = {
  args: { path: "/library/home/more" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: "圖書館首頁" }),
    ).not.toHaveAttribute("aria-current");
  },
};
