import { endpoints } from "@campus/contract";
import { useSearchParams, useSearchString } from "@campus/ui";
import { answer, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ecaSettings, ecaTeacher } from "../../testing/eca-fixtures";
import { filterOf } from "./event-filter";
import { EventFilters } from "./event-filters";

/*
 * The event list's search and filters alone, on the address as the list reads it: the search
 * goes in on submit (trimmed), each filter at once, "any" and clearing take one out (and the page
 * with it); the school's years, categories and labels come from its settings.
 */

function Filters() {
  const [params] = useSearchParams();
  return (
    <>
      <EventFilters filter={filterOf(params)} />
      <output aria-label="address">{useSearchString()}</output>
    </>
  );
}

const meta = {
  title: "ECA/Components/EventFilters",
  component: ScreenStory,
  args: {
    path: "/smarteca/events?page=3",
    route: "/smarteca/events",
    screen: Filters,
    answers: [answer(endpoints.ecaSettings, ecaSettings())],
    user: ecaTeacher,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("status", { name: "address" });

/**
 * Every filter offered with "all" first; each choice in the address at once, from the first
 * page; the search only when submitted, trimmed.
 */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole("search", { name: "篩選活動" }));
    const options = (label: string) =>
      within(filters.getByLabelText(label))
        .getAllByRole("option")
        .map((o) => o.textContent);
    await waitFor(() => expect(options("學年")).toEqual(["全部", "2026/27", "2025/26"]));
    await expect(options("學期")).toEqual(["全部", "上學期", "下學期", "全年"]);
    // Every category the school has, a disabled one too: its old events are still listed.
    await expect(options("類別")).toContain("學術研習");
    await expect(options("標籤")).toEqual(["全部", "音樂", "STEM", "舊標籤"]);
    await expect(options("地域")).toEqual(["全部", "本地", "全國", "亞洲", "國際"]);
    await expect(options("狀態")).toEqual(["全部", "待審批", "已通過", "不通過"]);
    await expect(options("資料來源")).toEqual(["全部", "學校", "老師", "家長"]);

    await userEvent.selectOptions(filters.getByLabelText("學年"), "2025/26");
    await expect(address(canvasElement)).toHaveTextContent(/^\?year=2025$/);
    await userEvent.selectOptions(filters.getByLabelText("類別"), "體育發展");
    await userEvent.selectOptions(filters.getByLabelText("年級"), "中四");
    await userEvent.selectOptions(filters.getByLabelText("狀態"), "不通過");
    await expect(address(canvasElement)).toHaveTextContent(
      /^\?year=2025&category=5&grade=S4&status=rejected$/,
    );
    const search = filters.getByRole("searchbox", { name: "搜尋編號或名稱" });
    await userEvent.type(search, "  田徑 ");
    await expect(address(canvasElement)).not.toHaveTextContent("q=");
    await userEvent.click(filters.getByRole("button", { name: "搜尋" }));
    await expect(address(canvasElement).textContent).toBe(
      `?year=2025&category=5&grade=S4&status=rejected&q=${encodeURIComponent("田徑")}`,
    );
    await userEvent.selectOptions(filters.getByLabelText("學年"), "全部");
    await expect(address(canvasElement)).toHaveTextContent(
      /^\?category=5&grade=S4&status=rejected&q=/,
    );
  },
};

/** Opened on a filtered address: each filter shows it; the search cleared takes it out. */
export const FromTheAddress: Story = {
  args: { path: "/smarteca/events?q=ECA2026&category=2&source=parent&semester=second" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole("search", { name: "篩選活動" }));
    const search = filters.getByRole("searchbox", { name: "搜尋編號或名稱" });
    await expect(search).toHaveValue("ECA2026");
    await waitFor(() => expect(filters.getByLabelText("類別")).toHaveValue("2"));
    await expect(filters.getByLabelText("資料來源")).toHaveValue("parent");
    await expect(filters.getByLabelText("學期")).toHaveValue("second");
    await expect(filters.getByLabelText("狀態")).toHaveValue("");
    await userEvent.click(filters.getByRole("button", { name: "清除" }));
    await expect(search).toHaveValue("");
    await expect(address(canvasElement)).toHaveTextContent(
      /^\?category=2&source=parent&semester=second$/,
    );
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole("search", { name: "Filter events" }));
    await expect(filters.getByRole("searchbox", { name: "Search by code or name" })).toBeVisible();
    await expect(filters.getByRole("button", { name: "Search" })).toBeVisible();
    await expect(
      await within(filters.getByLabelText("Category")).findByRole("option", {
        name: "Physical Development",
      }),
    ).toBeInTheDocument();
    await expect(
      within(filters.getByLabelText("Source"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Any", "School office", "Teacher", "Parent"]);
    await userEvent.selectOptions(filters.getByLabelText("Label"), "STEM");
    await expect(address(canvasElement)).toHaveTextContent(/^\?tag=2$/);
  },
};
