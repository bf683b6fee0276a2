import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { FixtureRuntime } from "../../testing/fixture-runtime";
import { catalogueHandlers } from "../../testing/catalogue-handlers";
import { LibraryStory } from "../../testing/library-story";
import { SearchResultPage } from "./search-result-page";

let runtime: FixtureRuntime | undefined;
const lastCall = (endpoint: string) =>
  runtime!.calls.filter((c) => c.endpoint === endpoint).at(-1)?.body;

const meta = {
  title: "Library/Screens/SearchResult",
  component: LibraryStory,
  args: {
    path: "/library/searchresult?keyword=Prince&xschoolCode=DEMO",
    route: "/library/searchresult",
    screen: SearchResultPage,
    handlers: catalogueHandlers,
    user: null,
    onRuntime: (r: FixtureRuntime) => void (runtime = r),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof LibraryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchResults: Story = {
  args: { locale: "en-US" },
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
