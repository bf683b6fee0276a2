import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { FixtureRuntime } from "../../testing/fixture-runtime";
import { books, categories, page } from "../../testing/library-fixtures";
import { LibraryStory } from "../../testing/library-story";
import { CategoryPage } from "./category-page";
import { SearchResultPage } from "./search-result-page";

let runtime: FixtureRuntime | undefined;
const lastCall = (endpoint: string) =>
  runtime!.calls.filter((c) => c.endpoint === endpoint).at(-1)?.body;

const handlers = {
  libraryCategories: () => page(categories, 1, 100),
  libraryPublishers: () =>
    page([
      { id: 3, name: "青苗出版社", book_count: 40 },
      { id: 5, name: "Harcourt", book_count: 12 },
    ]),
  libraryAuthors: () =>
    page([
      { author: "李慧敏", book_count: 9 },
      { author: "Margaret Wise Brown", book_count: 4 },
    ]),
  libraryBrowse: (body: Record<string, unknown>) =>
    page(
      books.filter((b) => !body.categoryId || b.category_id === body.categoryId),
      Number(body.pageNum),
      Number(body.pageSize),
    ),
  librarySearch: (body: Record<string, unknown>) =>
    page(
      books.filter(
        (b) =>
          b.name_zh.includes(String(body.keyword)) ||
          b.name_en.toLowerCase().includes(String(body.keyword).toLowerCase()),
      ),
    ),
};

const meta = {
  title: "Library/Screens/Category",
  component: LibraryStory,
  args: {
    path: "/library/category?xschoolCode=DEMO",
    route: "/library/category",
    screen: CategoryPage,
    handlers,
    user: null,
    onRuntime: (r: FixtureRuntime) => void (runtime = r),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof LibraryStory>;
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
    await userEvent.click(canvas.getByRole("button", { name: "清除篩選" }));
    await waitFor(() =>
      expect(lastCall("libraryBrowse")).toEqual({ pageNum: 1, pageSize: 12, schoolId: 1 }),
    );
  },
};

export const FacetsFromALink: Story = {
  args: { path: "/library/category?categoryId=2&availability=unavailable&xschoolCode=DEMO" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(lastCall("libraryBrowse")).toMatchObject({
        categoryId: 2,
        availability: "unavailable",
      }),
    );
    await expect(await canvas.findByRole("link", { name: "小王子" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "已滿" })).toBeChecked();
  },
};

export const NothingMatches: Story = {
  args: {
    path: "/library/category?categoryId=4&xschoolCode=DEMO",
    handlers: { ...handlers, libraryBrowse: () => page([]) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("找不到符合條件的書。試試其他關鍵字或減少篩選。"),
    ).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "清除篩選" }).at(-1)!);
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

export const SearchResults: Story = {
  args: {
    path: "/library/searchresult?keyword=Prince&xschoolCode=DEMO",
    route: "/library/searchresult",
    screen: SearchResultPage,
    locale: "en-US",
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("1 book")).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search the catalogue" })).toHaveValue(
      "Prince",
    );
    await expect(lastCall("librarySearch")).toMatchObject({ keyword: "Prince", pageNum: 1 });
    await userEvent.clear(canvas.getByRole("searchbox", { name: "Search the catalogue" }));
    await userEvent.type(
      canvas.getByRole("searchbox", { name: "Search the catalogue" }),
      "恐龍{Enter}",
    );
    await waitFor(() => expect(lastCall("librarySearch")).toMatchObject({ keyword: "恐龍" }));
  },
};
