import { RuntimeProvider } from "@campus/core";
import { DialogProvider, MemoryRouter, MessageProvider } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { runtime } from "../runtime";
import { LibraryBrowsing } from "./library-browsing";

/**
 * The library for a visitor not signed in (issue 35, item 30): the library's own way around
 * beside the portal's name, the page's title as its heading and the tab's, and a sign-in button.
 * The school is known already, so no lookup is asked; the page's books are not (no server).
 */
function Visitor({ path }: { path: string }) {
  runtime.session.getState().signOut();
  runtime.locale.getState().setLocale("zh-TW");
  runtime.school.getState().setSchool("DEMO", 1);
  return (
    <RuntimeProvider runtime={runtime} promptSignIn={async () => false}>
      <MessageProvider>
        <DialogProvider>
          <MemoryRouter path={path}>
            <LibraryBrowsing />
          </MemoryRouter>
        </DialogProvider>
      </MessageProvider>
    </RuntimeProvider>
  );
}

const meta = {
  title: "Portal/LibraryBrowsing",
  component: Visitor,
  args: { path: "/library/rank?xschoolCode=DEMO" },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof Visitor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rankings: titled, marked in the library's nav, and the way to the other pages. */
export const Rankings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "排行榜" })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^排行榜 · /));
    const nav = within(canvas.getByRole("navigation", { name: "圖書館" }));
    await expect(nav.getByRole("link", { name: "排行榜" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(nav.getByRole("link", { name: "分類瀏覽" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "分類瀏覽" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "登入" })).toBeVisible();
  },
};
