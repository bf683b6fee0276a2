import { parentUser } from "@campus/contract/fixtures";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { loadManualDoc } from "../content/load-doc";
import { ManualPage } from "./manual-page";
import { ManualSource } from "./use-manual";

/*
 * The user manual: a page with its contents (each entry moves to its section and the focus
 * with it), callouts and pictures of the product's screens; a page opened on a section; the
 * search across the three pages in the reader's language, its hits leading to their sections,
 * and a search that finds nothing. No API: the pages are compiled into the bundle.
 */

const meta = {
  title: "Manual/Screens/Manual page",
  component: ScreenStory,
  args: {
    path: "/manual/p_communication",
    route: "/manual/p_communication",
    screen: ManualPage,
    answers: [],
    user: parentUser(),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const contentsOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole("navigation", { name }, { timeout: 5000 });

/** A page: its title, contents in order, a callout and a picture of the calendar. */
export const Communication: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "家校通訊手冊" })).toBeVisible();
    const contents = within(await contentsOf(canvasElement, "本頁內容"));
    const links = contents.getAllByRole("link");
    await expect(links).toHaveLength(15);
    await expect(links[0]).toHaveTextContent("學校如何與家長聯絡");
    await expect(links[2]).toHaveTextContent("與班主任互通訊息");
    await expect(links[0]).toHaveAttribute(
      "href",
      expect.stringMatching(/\/manual\/p_communication\?section=how-the-school-keeps-in-touch$/),
    );
    // Sections are headings under the page's, for a screen reader's list of headings.
    await expect(canvas.getByRole("heading", { level: 3, name: "提醒" })).toBeInTheDocument();
    await expect(
      canvas.getByRole("heading", { level: 4, name: "查看活動詳情" }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole("note", { name: "重要" }).length).toBeGreaterThan(0);
    const picture = canvas.getByRole("img", { name: /行事曆月份/ });
    await expect(picture).toHaveAttribute("src", expect.stringMatching(/calendar-month/));
    await expect(picture).toHaveAttribute("loading", "lazy");
  },
};

/** An entry of the contents moves to its section: the focus on its heading, for keyboards too. */
export const ContentsMoveToASection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = within(await contentsOf(canvasElement, "本頁內容"));
    await userEvent.click(contents.getByRole("link", { name: "有回覆限期的通告" }));
    const heading = canvas.getByRole("heading", { name: "有回覆限期的通告" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAttribute("id", "manual-reply-by-a-date");
  },
};

/** Opened on a section (a link from another page, or the search): there, with the focus. */
export const OpensOnASection: Story = {
  args: { path: "/manual/p_GRWTHPay?section=refunds", route: "/manual/p_GRWTHPay" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "繳費服務手冊" })).toBeVisible();
    const heading = await canvas.findByRole("heading", { name: "退款" }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** The search reads all three pages: each hit names its page and leads to its section. */
export const SearchAcrossTheManual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await contentsOf(canvasElement, "本頁內容");
    await userEvent.type(canvas.getByRole("searchbox", { name: "搜尋手冊" }), "收據");
    await expect(
      await canvas.findByText(/^找到 \d+ 項與「收據」相關的內容$/, undefined, { timeout: 5000 }),
    ).toHaveAttribute("role", "status");
    // The contents give way to the hits while searching.
    await expect(canvas.queryByRole("navigation", { name: "本頁內容" })).toBeNull();
    const hit = canvas.getByRole("link", { name: "收據" });
    await expect(hit.closest("li")).toHaveTextContent(/^繳費服務手冊收據/);
    await expect(hit.closest("li")!.querySelector("mark")).toHaveTextContent("收據");
    await userEvent.click(hit);
    // Another page of the manual: this story's box shows where the link went.
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/manual/p_GRWTHPay?section=receipts",
    );
  },
};

/** Nothing found: said in the reader's words; clearing the search brings the page back. */
export const NothingFound: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await contentsOf(canvasElement, "On this page");
    const box = canvas.getByRole("searchbox", { name: "Search the manual" });
    await userEvent.type(box, "zebra crossing");
    await expect(
      await canvas.findByText("Nothing found for “zebra crossing”. Try other words.", undefined, {
        timeout: 5000,
      }),
    ).toHaveAttribute("role", "status");
    await expect(canvas.queryAllByRole("listitem")).toHaveLength(0);
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(await contentsOf(canvasElement, "On this page")).toBeVisible();
    await expect(box).toHaveValue("");
  },
};

/** A wide screen in English: the contents beside the text, not above it. */
export const AttendanceInEnglishOnADesktop: Story = {
  args: {
    path: "/manual/p_studentAttendance",
    route: "/manual/p_studentAttendance",
    locale: "en-US",
  },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Student attendance guide" }),
    ).toBeVisible();
    const contents = await contentsOf(canvasElement, "On this page");
    const article = canvas.getByRole("article");
    await expect(article).toHaveTextContent(/Report an absence or lateness/);
    await expect(contents.getBoundingClientRect().left).toBeLessThan(
      article.getBoundingClientRect().left,
    );
    await expect(contents.getBoundingClientRect().top).toBeLessThanOrEqual(
      article.getBoundingClientRect().top + 1,
    );
  },
};

/** Simplified Chinese, with a link to another page of the manual and one to the calendar. */
export const PaymentsInSimplifiedChinese: Story = {
  args: { path: "/manual/p_GRWTHPay", route: "/manual/p_GRWTHPay", locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "缴费服务手册" })).toBeVisible();
    await expect(
      await canvas.findByRole("heading", { name: "注册费" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("img", { name: /费用卡片/ })).toBeInTheDocument();
    // School fees: the family's fees to pay and a result with its receipt, from the journey.
    await expect(canvas.getByRole("img", { name: /待缴费用/ })).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: /收据编号/ })).toBeInTheDocument();
    const register = canvas
      .getAllByRole("link")
      .find((a) => /\/registration$/.test(a.getAttribute("href") ?? ""));
    await expect(register).toBeDefined();
  },
};

/** A connection that brings the first `skip` page loads, drops the next `fail`, then brings all. */
function flakySource({ skip = 0, fail }: { skip?: number; fail: number }): typeof loadManualDoc {
  let calls = 0;
  return (page, locale) => {
    calls += 1;
    return calls > skip && calls <= skip + fail
      ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
      : loadManualDoc(page, locale);
  };
}

/** The page's text does not arrive: the reader is told, and "try again" brings it. */
export const PageFailsToLoadThenComesOnRetry: Story = {
  decorators: [
    (Story) => (
      <ManualSource.Provider value={flakySource({ fail: 1 })}>
        <Story />
      </ManualSource.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const said = "未能載入手冊內容，請檢查網絡後再試。";
    const alert = (await canvas.findByText(said, undefined, { timeout: 5000 })).closest(
      "[role=alert]",
    );
    await expect(alert).not.toBeNull();
    await userEvent.click(within(alert as HTMLElement).getByRole("button", { name: "再試一次" }));
    await expect(await contentsOf(canvasElement, "本頁內容")).toBeVisible();
    await expect(canvas.queryByText(said)).toBeNull();
  },
};

/** The other pages a search reads do not arrive: said in the reader's words, and tried again. */
export const SearchFailsToLoadThenComesOnRetry: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  decorators: [
    (Story) => (
      <ManualSource.Provider value={flakySource({ skip: 1, fail: 1 })}>
        <Story />
      </ManualSource.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await contentsOf(canvasElement, "On this page");
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search the manual" }), "receipt");
    const said = "The manual could not be loaded. Check your connection and try again.";
    const alert = (await canvas.findByText(said, undefined, { timeout: 5000 })).closest(
      "[role=alert]",
    );
    await expect(alert).not.toBeNull();
    await userEvent.click(within(alert as HTMLElement).getByRole("button", { name: "Try again" }));
    await expect(
      await canvas.findByText(/results? for “receipt”/, undefined, { timeout: 5000 }),
    ).toHaveAttribute("role", "status");
    await expect(canvas.queryByText(said)).toBeNull();
  },
};
