import type { Locale } from "@campus/contract";
import { demoMenu, parentUser } from "@campus/contract/fixtures";
import { DialogProvider, MemoryRouter, MessageProvider } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { queryClient } from "../query-client";
import { runtime } from "../runtime";
import { pageTabsStore } from "../tabs/page-tabs-store";
import { PortalLayout } from "./portal-layout";

const user = parentUser();

/**
 * The layout as a signed-in parent sees it: the session and the server's menu are seeded with
 * answers shaped like the demo school's, so the story needs no server.
 */
function SignedIn({ path, locale = "zh-TW" }: { path: string; locale?: Locale }) {
  // The layout reads the page's shared language (stored per browser): set it as the story's.
  runtime.locale.getState().setLocale(locale);
  runtime.session
    .getState()
    .signIn("story-token", user, new Date(Date.now() + 3_600_000).toISOString());
  queryClient.setQueryData(["menu", user.user_id], { menu_list: demoMenu });
  pageTabsStore.getState().reset();
  return (
    <QueryClientProvider client={queryClient}>
      <MessageProvider>
        <DialogProvider>
          <MemoryRouter path={path}>
            <PortalLayout>
              <p>page content</p>
            </PortalLayout>
          </MemoryRouter>
        </DialogProvider>
      </MessageProvider>
    </QueryClientProvider>
  );
}

const meta = {
  title: "Portal/PortalLayout",
  component: SignedIn,
  args: { path: "/library/rank" },
} satisfies Meta<typeof SignedIn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The layout shows once the features' texts have arrived (one small chunk per feature).
    await expect(await canvas.findByRole("heading", { level: 1, name: "排行榜" })).toBeVisible();
    const tabs = within(canvas.getByRole("list", { name: "已開啟的頁面" }));
    await expect(await tabs.findByRole("button", { name: "排行榜" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("button", { name: /帳戶選單：陳大文/ })).toHaveTextContent(
      "目前子女：陳小明",
    );
    // Phones: the menu lives in a drawer behind the header's button.
    await userEvent.click(canvas.getByRole("button", { name: "打開選單" }));
    const nav = await within(document.body).findByRole("navigation", { name: "主選單" });
    await expect(within(nav).getByRole("link", { name: "排行榜" })).toHaveClass("active");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("navigation")).toBeNull());
  },
};

export const English: Story = {
  args: { path: "/library/category", locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Browse by category" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Privacy policy" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Skip to main content" })).toHaveAttribute(
      "href",
      "#main",
    );
  },
};
