import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { callLog } from "../../testing/call-log";
import { catalogueHandlers } from "../../testing/catalogue-handlers";
import { LibraryStory } from "../../testing/library-story";
import { CategoryPage } from "./category-page";

const { onRuntime, last: lastCall } = callLog();

const meta = {
  title: "Library/Screens/Category",
  component: LibraryStory,
  args: {
    path: "/library/category?xschoolCode=DEMO",
    route: "/library/category",
    screen: CategoryPage,
    handlers: catalogueHandlers,
    user: null,
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof LibraryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

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
