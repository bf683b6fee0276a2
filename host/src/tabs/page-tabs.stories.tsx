import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  tabKey,
  type PageTab,
  type TabsState,
} from "./page-tabs-model";
import { PageTabs, type PageTabsProps, type TabAction } from "./page-tabs";

const tab = (href: string, title: string): PageTab => ({ key: tabKey(href), href, title });
const tabs: PageTab[] = [
  tab("/calendar/PersonalOverview", "host.route.calendar.overview"),
  tab("/library/home", "library.route.home"),
  tab("/library/rank?type=review", "library.route.rank"),
  tab("/library/category?page=3", "library.route.category"),
];
const home = tabs[0]!;

/** PageTabs with the real tab rules behind it, as the portal wires them. */
function Stateful(props: Partial<PageTabsProps> & { initial: TabsState }) {
  const [state, setState] = useState(props.initial);
  const act = (action: TabAction, key: string) => {
    const next = {
      closeCurrent: () => closeTab(state, key),
      closeLeft: () => closeLeft(state, key),
      closeRight: () => closeRight(state, key),
      closeAll: () => closeAll(state, home),
    }[action]();
    setState(next);
  };
  return (
    <div>
      <PageTabs
        tabs={state.tabs}
        active={state.active}
        onSelect={(href) => {
          setState({ ...state, active: tabKey(href) });
          props.onSelect?.(href);
        }}
        onClose={(key) => setState(closeTab(state, key))}
        onAction={act}
      />
      <p data-testid="active">{state.active}</p>
    </div>
  );
}

const meta = {
  title: "Portal/PageTabs",
  component: PageTabs,
  args: { tabs, active: "/library/rank", onSelect: fn(), onClose: fn(), onAction: fn() },
} satisfies Meta<typeof PageTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabList = (canvas: HTMLElement) =>
  within(within(canvas).getByRole("list", { name: "已開啟的頁面" }));

export const EveryAction: Story = {
  render: (args) => (
    <Stateful initial={{ tabs: args.tabs, active: args.active }} onSelect={args.onSelect} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = tabList(canvasElement);
    await expect(list.getByRole("button", { name: "排行榜" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await userEvent.click(list.getByRole("button", { name: "圖書館首頁" }));
    await expect(args.onSelect).toHaveBeenCalledWith("/library/home");

    const openActions = () => userEvent.click(canvas.getByRole("button", { name: "頁籤操作" }));
    await openActions();
    await userEvent.click(canvas.getByRole("menuitem", { name: "關閉右側頁籤" }));
    await expect(list.queryByRole("button", { name: "排行榜" })).toBeNull();
    await expect(list.queryByRole("button", { name: "分類瀏覽" })).toBeNull();

    await openActions();
    await userEvent.click(canvas.getByRole("menuitem", { name: "關閉左側頁籤" }));
    await expect(list.getAllByRole("button", { name: /^(?!關閉)/ })).toHaveLength(1);
    await expect(canvas.getByTestId("active")).toHaveTextContent("/library/home");

    // The last tab cannot be closed: no close button, and "close this tab" is disabled.
    await expect(list.queryByRole("button", { name: /關閉/ })).toBeNull();
    await openActions();
    await expect(canvas.getByRole("menuitem", { name: "關閉目前頁籤" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("menuitem", { name: "關閉全部頁籤" }));
    await expect(canvas.getByTestId("active")).toHaveTextContent("/calendar/PersonalOverview");
  },
};

export const CloseOneTab: Story = {
  render: (args) => <Stateful initial={{ tabs: args.tabs, active: args.active }} />,
  play: async ({ canvasElement }) => {
    const list = tabList(canvasElement);
    await userEvent.click(list.getByRole("button", { name: "關閉「排行榜」" }));
    await expect(list.queryByRole("button", { name: "排行榜" })).toBeNull();
    await expect(within(canvasElement).getByTestId("active")).toHaveTextContent(
      "/library/category",
    );
  },
};

export const RightClickMenu: Story = {
  render: (args) => <Stateful initial={{ tabs: args.tabs, active: args.active }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.pointer({
      keys: "[MouseRight]",
      target: tabList(canvasElement).getByRole("button", { name: "圖書館首頁" }),
    });
    await expect(canvas.getByRole("menu", { name: "頁籤操作" })).toBeVisible();
    await expect(canvas.getByRole("menuitem", { name: "關閉目前頁籤" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("menuitem", { name: "關閉左側頁籤" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(canvas.getByRole("menuitem", { name: "關閉全部頁籤" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("menu")).toBeNull();
    await expect(canvas.getByRole("button", { name: "頁籤操作" })).toHaveFocus();
  },
};

export const SingleTab: Story = {
  args: { tabs: [home], active: home.key },
  play: async ({ canvasElement }) => {
    const list = tabList(canvasElement);
    await expect(list.getByRole("button", { name: "行事曆總覽" })).toBeVisible();
    await expect(list.queryByRole("button", { name: /關閉/ })).toBeNull();
  },
};

export const English: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("list", { name: "Open pages" }));
    await expect(list.getByRole("button", { name: "Close Rankings" })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole("list", { name: "已開啟的頁面" });
    await expect(strip.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(getComputedStyle(strip).overflowX).toBe("auto");
  },
};

const manyTabs: PageTab[] = [
  ...tabs,
  tab("/library/myrecord/borrow/now", "library.route.current"),
  tab("/library/myrecord/borrow/borrow", "library.route.history"),
  tab("/library/myrecord/borrow/subscribe", "library.route.reservations"),
  tab("/library/myrecord/renew", "library.route.renewals"),
];

/** Issue 9, item 3: on a phone the current page's tab is in view, wherever it is in the row. */
export const PhoneShowsCurrentTab: Story = {
  args: { tabs: manyTabs, active: manyTabs.at(-1)!.key },
  decorators: Phone.decorators,
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole("list", { name: "已開啟的頁面" });
    const box = strip.getBoundingClientRect();
    const current = within(strip).getByRole("button", { current: "page" });
    await expect(current).toHaveAccessibleName("續借紀錄");
    await expect(current.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
    // Scrolled to the last tab: the row fades at its start, where more tabs are hidden.
    await waitFor(() => expect(strip).toHaveAttribute("data-more", "start"));
    strip.scrollLeft = 0;
    await waitFor(() => expect(strip).toHaveAttribute("data-more", "end"));
    await expect(getComputedStyle(strip).maskImage).toContain("linear-gradient");
  },
};
