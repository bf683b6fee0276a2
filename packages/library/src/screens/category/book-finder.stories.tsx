import { endpoints } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { answer, callLog, ScreenStory, page } from "@campus/ui/testing";
import { catalogueAnswers } from "../../testing/catalogue-answers";
import { BookFinder } from "./book-finder";

const { onRuntime, last: lastCall, entries } = callLog();
const browseCalls = () => entries("libraryBrowse");

const meta = {
  title: "Library/Screens/Category/BookFinder",
  component: ScreenStory,
  args: {
    path: "/library/category?xschoolCode=DEMO",
    route: "/library/category",
    screen: BookFinder,
    answers: catalogueAnswers,
    user: null,
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveFacetsNarrowTheBooks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facets = within(canvas.getByRole("complementary", { name: "篩選" }));
    await expect(await canvas.findByText("共 7 本書")).toBeVisible();
    const category = facets.getByRole("combobox", { name: "分類" });
    await waitFor(() =>
      expect(within(category).getByRole("option", { name: "科學" })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(category, "1");
    await waitFor(() =>
      expect(lastCall("libraryBrowse")).toMatchObject({ categoryId: 1, pageNum: 1 }),
    );
    const subcategory = facets.getByRole("combobox", { name: "子分類" });
    await waitFor(() => expect(subcategory).toBeEnabled());
    await userEvent.selectOptions(subcategory, "12");
    await waitFor(() =>
      expect(lastCall("libraryBrowse")).toMatchObject({ categoryId: 1, subcategoryId: 12 }),
    );
    await userEvent.selectOptions(facets.getByRole("combobox", { name: "出版社" }), "3");
    await userEvent.click(facets.getByRole("radio", { name: "可預約" }));
    await waitFor(() =>
      expect(lastCall("libraryBrowse")).toMatchObject({
        categoryId: 1,
        subcategoryId: 12,
        publisherId: 3,
        availability: "available",
      }),
    );
    await userEvent.type(facets.getByRole("combobox", { name: "作者" }), "李慧敏");
    await userEvent.tab();
    await waitFor(() => expect(lastCall("libraryBrowse")).toMatchObject({ author: "李慧敏" }));
    const calls = browseCalls().length;
    await userEvent.click(canvas.getByRole("button", { name: "清除篩選" }));
    // Every facet cleared: the whole catalogue again, from the cache (asked a moment ago).
    await expect(await canvas.findByText("共 7 本書")).toBeVisible();
    for (const name of ["分類", "出版社"])
      await expect(facets.getByRole("combobox", { name })).toHaveValue("");
    await expect(facets.getByRole("combobox", { name: "作者" })).toHaveValue("");
    await expect(browseCalls()).toHaveLength(calls);
  },
};

export const NothingMatches: Story = {
  args: {
    path: "/library/category?categoryId=4&xschoolCode=DEMO",
    answers: [...catalogueAnswers, answer(endpoints.libraryBrowse, page([]))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("找不到符合條件的書。試試其他關鍵字或減少篩選。"),
    ).toBeVisible();
    // Issue 9, item 14: the button stretched across the results column; it is its own size.
    const clear = canvas.getAllByRole("button", { name: "清除篩選" }).at(-1)!;
    const column =
      canvas.getByText("找不到符合條件的書。試試其他關鍵字或減少篩選。").parentElement!;
    await expect(clear.getBoundingClientRect().width).toBeLessThan(
      column.getBoundingClientRect().width / 2,
    );
    await userEvent.click(clear);
    await waitFor(() => expect(lastCall("libraryBrowse")?.categoryId).toBeUndefined());
  },
};

export const PhoneFiltersInADrawer: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The side panel is for wide screens; phones get a button.
    await expect(canvas.queryByRole("complementary")).toBeNull();
    await userEvent.click(await canvas.findByRole("button", { name: "篩選" }));
    const drawer = within(await canvas.findByRole("dialog", { name: "篩選" }));
    await userEvent.click(drawer.getByRole("radio", { name: "可預約" }));
    await userEvent.click(drawer.getByRole("button", { name: "顯示結果" }));
    await waitFor(() =>
      expect(lastCall("libraryBrowse")).toMatchObject({ availability: "available" }),
    );
    await expect(canvas.getByRole("button", { name: "篩選（1）" })).toBeVisible();
  },
};
