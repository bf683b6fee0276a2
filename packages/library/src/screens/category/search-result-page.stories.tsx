import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { catalogueAnswers } from "../../testing/catalogue-answers";
import { SearchResultPage } from "./search-result-page";

const { onRuntime, last: lastCall } = callLog();

const meta = {
  title: "Library/Screens/SearchResult",
  component: ScreenStory,
  args: {
    path: "/library/searchresult?keyword=Prince&xschoolCode=DEMO",
    route: "/library/searchresult",
    screen: SearchResultPage,
    answers: catalogueAnswers,
    user: null,
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
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
