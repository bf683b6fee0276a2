import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { catalogueAnswers } from "../../testing/catalogue-answers";
import { CategoryPage } from "./category-page";

const { onRuntime, last: lastCall } = callLog();

const meta = {
  title: "Library/Screens/Category",
  component: ScreenStory,
  args: {
    path: "/library/category?xschoolCode=DEMO",
    route: "/library/category",
    screen: CategoryPage,
    answers: catalogueAnswers,
    user: null,
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
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
