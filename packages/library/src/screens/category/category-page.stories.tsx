import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { callLog, ScreenStory, screenBox, screenBoxOf } from "@campus/ui/testing";
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

/**
 * In a 320 px column of a desktop page: the phone's layout (filters behind a button), though the
 * viewport is wide — the box decides (issue 18, item 3).
 */
export const InA320pxColumnOfADesktopPage: Story = {
  decorators: [screenBox(320)],
  play: async ({ canvasElement }) => {
    const box = screenBoxOf(canvasElement);
    const canvas = within(box);
    await expect(await canvas.findByRole("link", { name: "小王子" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /篩選/ })).toBeVisible();
    await expect(canvas.queryByRole("combobox", { name: "分類" })).toBeNull();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** In a 1,600 px column: the filters stand beside the results. */
export const InA1600pxColumn: Story = {
  decorators: [screenBox(1600)],
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(await canvas.findByRole("link", { name: "小王子" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "分類" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /篩選/ })).toBeNull();
  },
};
