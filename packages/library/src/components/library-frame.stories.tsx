import { parentUser, teacherUser } from "@campus/contract/fixtures";
import { getPageRuntime } from "@campus/core";
import { ElementShell, MemoryRouter } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { screenBox, screenBoxOf } from "@campus/ui/testing";
import { loadLibraryMessages } from "../load-messages";
import { LibraryFrame } from "./library-frame";

type Who = "signedOut" | "parent" | "staff";

/** The element's frame on the page's shared runtime (the session seeded; no server). */
function Frame({ who }: { who: Who }) {
  const runtime = getPageRuntime();
  runtime.locale.getState().setLocale("zh-TW");
  runtime.school.getState().setSchool("DEMO", 1);
  const session = runtime.session.getState();
  const until = new Date(Date.now() + 3_600_000).toISOString();
  if (who === "parent") session.signIn("story", parentUser(), until);
  else if (who === "staff")
    session.signIn(
      "story",
      teacherUser({ roles: ["teacher", "staff"], permissions: { "library.desk": ["query"] } }),
      until,
    );
  else session.signOut();
  return (
    <ElementShell messages={loadLibraryMessages} loginArea="library" screen>
      <MemoryRouter path="/library/home?xschoolCode=DEMO">
        <LibraryFrame>
          <p>page</p>
        </LibraryFrame>
      </MemoryRouter>
    </ElementShell>
  );
}

const meta = {
  title: "Library/LibraryFrame",
  component: Frame,
  args: { who: "signedOut" },
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutCanBrowseAndLogIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page's texts arrive first (one language, fetched on demand).
    const nav = within(await canvas.findByRole("navigation", { name: "圖書館" }));
    await expect(nav.getByRole("link", { name: "圖書館首頁" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.queryByRole("link", { name: "圖書館櫃枱" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(await canvas.findByRole("dialog", { name: "登入" })).toBeVisible();
  },
};

export const ParentWithChildSwitch: Story = {
  args: { who: "parent" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: /帳戶選單：陳大文/ })).toHaveTextContent(
      "目前子女：陳小明",
    );
    await userEvent.click(
      within(canvas.getByRole("navigation")).getByRole("link", { name: "我的紀錄" }),
    );
    await expect(
      within(canvas.getByRole("navigation")).getByRole("link", { name: "我的紀錄" }),
    ).toHaveAttribute("aria-current", "page");
  },
};

export const StaffSeeTheDesk: Story = {
  args: { who: "staff" },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole("navigation"));
    await expect(nav.getByRole("link", { name: "圖書館櫃枱" })).toHaveAttribute(
      "href",
      "/library/desk?xschoolCode=DEMO",
    );
  },
};

/**
 * In a 280 px sidebar (issue 18, item 8): the links keep one line and scroll inside the box,
 * fading at the end that hides more; the box is never wider than 280 px.
 */
export const InA280pxSidebar: Story = {
  decorators: [screenBox(280)],
  play: async ({ canvasElement }) => {
    const box = screenBoxOf(canvasElement);
    const nav = await within(box).findByRole("navigation", { name: "圖書館" });
    const links = nav.querySelector("ul")!;
    await waitFor(() => expect(links).toHaveAttribute("data-more", "end"));
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(
      box.getBoundingClientRect().right,
    );
    // Scrolled to its end, the fade moves to the start.
    links.scrollLeft = links.scrollWidth;
    await waitFor(() => expect(links).toHaveAttribute("data-more", "start"));
  },
};
