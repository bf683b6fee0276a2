import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { MemoryRouter, NavLink } from "../routing/routing";
import { phoneFrame } from "../story-helpers/story-helpers";
import { NavLinks } from "./nav-links";

const PAGES = [
  ["/library/myrecord/borrow/now", "目前借閱"],
  ["/library/myrecord/borrow/borrow", "借閱紀錄"],
  ["/library/myrecord/borrow/subscribe", "預約紀錄"],
  ["/library/myrecord/renew", "續借紀錄"],
  ["/library/myrecord/loss", "報失紀錄"],
  ["/library/myrecord/collect", "我的收藏"],
  ["/library/myrecord/review", "我的書評"],
] as const;

function Pages({ path = "/library/myrecord/borrow/now" }: { path?: string }) {
  return (
    <MemoryRouter path={path}>
      <nav aria-label="我的紀錄">
        <NavLinks>
          {PAGES.map(([path, title]) => (
            <li key={path}>
              <NavLink to={path} end>
                {title}
              </NavLink>
            </li>
          ))}
        </NavLinks>
      </nav>
    </MemoryRouter>
  );
}

const meta = { title: "UI/NavLinks", component: Pages } satisfies Meta<typeof Pages>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page shown is marked; following another link moves the mark. */
export const CurrentPageMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "目前借閱" })).toHaveAttribute(
      "aria-current",
      "page",
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

/** On a phone the row stays one line and scrolls sideways instead of wrapping. */
export const PhoneScrollsSideways: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list");
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const links = within(list).getAllByRole("link");
    await expect(links[0]!.getBoundingClientRect().top).toBe(
      links.at(-1)!.getBoundingClientRect().top,
    );
  },
};

/** Issue 9, item 3: opening 我的書評 on a phone left the row at its start, its link off-screen. */
export const PhoneOpensAtCurrentPage: Story = {
  decorators: [phoneFrame],
  args: { path: "/library/myrecord/review" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("list").getBoundingClientRect();
    const current = canvas.getByRole("link", { name: "我的書評" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
    // Back to the first page (as the tab strip's start link would take a reader): in view too.
    await userEvent.click(canvas.getByRole("link", { name: "目前借閱" }));
    const first = canvas.getByRole("link", { name: "目前借閱" });
    await expect(first.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left - 1);
  },
};
