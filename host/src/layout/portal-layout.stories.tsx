import type { Locale } from "@campus/contract";
import { demoMenu, parentUser } from "@campus/contract/fixtures";
import {
  DialogProvider,
  MemoryRouter,
  MessageProvider,
  PageStack,
  useSearchParams,
} from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { queryClient } from "../query-client";
import { runtime } from "../runtime";
import { pageTabsStore } from "../tabs/page-tabs-store";
import { PortalLayout } from "./portal-layout";
import type { ReactNode } from "react";
import { Link } from "wouter";

const user = parentUser();

/**
 * The layout as a signed-in parent sees it: the session and the server's menu are seeded with
 * answers shaped like the demo school's, so the story needs no server.
 */
function SignedIn({
  path,
  locale = "zh-TW",
  page = <p>page content</p>,
}: {
  path: string;
  locale?: Locale;
  page?: ReactNode;
}) {
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
            <PortalLayout>{page}</PortalLayout>
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
    await expect(canvas.getByRole("button", { name: /帳戶選單：陳大文/ })).toBeVisible();
    await expect(canvas.getByText("目前子女：陳小明")).toBeVisible();
    // Phones: the menu lives in a drawer behind the header's button.
    await userEvent.click(canvas.getByRole("button", { name: "打開選單" }));
    const nav = await within(document.body).findByRole("navigation", { name: "主選單" });
    // The drawer is titled with the school's name, as its office wrote it.
    await expect(within(document.body).getByRole("dialog", { name: "校園示範學校" })).toBeVisible();
    await expect(within(nav).getByRole("link", { name: "排行榜" })).toHaveClass("active");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("navigation")).toBeNull());
  },
};

/** Shown whole: inside the viewport, nothing cut off with an ellipsis or by its neighbour. */
async function expectReadable(element: HTMLElement) {
  await expect(element).toBeVisible();
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
  await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * Issue 9, item 4: at 360 px the header read "On loa…", "My rev…", "Current child: Chan Si…".
 * The title and the current child stay whole, in every language.
 */
const headerReadsWhole =
  (title: string, child: string, toggle: RegExp): Story["play"] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole("heading", { level: 1, name: title });
    await expectReadable(heading);
    const account = canvas.getByRole("button", { name: toggle });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      account.getBoundingClientRect().left,
    );
    await expectReadable(canvas.getByText(child));
  };

export const EnglishHeaderOnAPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  args: { path: "/manual/p_communication", locale: "en-US" },
  parameters: { locale: "en-US" },
  play: headerReadsWhole(
    "Parent communication guide",
    "Current child: Chan Siu Ming",
    /Account menu: Chan Tai Man/,
  ),
};

export const EnglishShortTitleOnAPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  args: { path: "/library/myrecord/borrow/now", locale: "en-US" },
  parameters: { locale: "en-US" },
  play: headerReadsWhole("On loan now", "Current child: Chan Siu Ming", /Account menu/),
};

export const SimplifiedHeaderOnAPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  args: { path: "/library/myrecord/review", locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: headerReadsWhole("我的书评", "当前子女：陳小明", /账号菜单/),
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

/** On a desktop the side menu opens under the school's name, in the reader's language. */
export const SchoolNameOnADesktop: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Rankings" });
    // 1440 px: the menu starts as icons; opened, it names the school.
    await userEvent.click(canvas.getByRole("button", { name: "Expand menu" }));
    await expect(await canvas.findByText("Campus Demo School")).toBeVisible();
    await expect(canvas.getByText("Campus Demo School")).toHaveAttribute(
      "title",
      "Campus Demo School",
    );
  },
};

/** A page that changes its own query, as a list's pager does; and a link to another page. */
function PagedList() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? "1");
  return (
    <>
      <button
        type="button"
        aria-label="next page"
        onClick={() => setParams(new URLSearchParams({ page: String(page + 1) }))}
      >
        {page}
      </button>
      <Link href="/library/home" aria-label="library home">
        ⌂
      </Link>
    </>
  );
}

/** Issue 9, item 1: next page three times on 分類瀏覽 left four tabs titled 分類瀏覽. */
export const QueryChangesKeepOneTab: Story = {
  args: { path: "/library/category", page: <PagedList /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole("button", { name: "next page" });
    for (let i = 0; i < 3; i++) await userEvent.click(next);
    await expect(next).toHaveTextContent("4");
    const tabs = within(canvas.getByRole("list", { name: "已開啟的頁面" }));
    await expect(tabs.getAllByRole("button", { name: "分類瀏覽" })).toHaveLength(1);

    // Away and back by the tab: the page it was left on.
    await userEvent.click(canvas.getByRole("link", { name: "library home" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "圖書館首頁" }),
    ).toBeVisible();
    await expect(tabs.getAllByRole("button", { name: /^(?!關閉)/ })).toHaveLength(2);
    await userEvent.click(tabs.getByRole("button", { name: "分類瀏覽" }));
    await expect(await canvas.findByRole("button", { name: "next page" })).toHaveTextContent("4");
    await expect(tabs.getByRole("button", { name: "分類瀏覽" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/**
 * Issue 9, item 19: pages built as a stack stopped at 1200 px while grids ran to the edge. Every
 * page is as wide as the layout's one content width.
 */
export const OneWidthForEveryPage: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  args: {
    page: (
      <>
        <PageStack data-testid="stack">
          <p>stack</p>
        </PageStack>
        <div data-testid="grid" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1 });
    const main = canvas.getByRole("main");
    const style = getComputedStyle(main);
    const room = main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const stack = canvas.getByTestId("stack").getBoundingClientRect();
    const grid = canvas.getByTestId("grid").getBoundingClientRect();
    await expect(stack.width).toBe(grid.width);
    await expect(stack.width).toBe(Math.min(room, 1600));
  },
};
