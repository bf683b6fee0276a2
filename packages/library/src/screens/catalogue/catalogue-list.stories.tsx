import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { catalogueReader } from "../../testing/cataloguing-answers";
import { catalogueStoryArgs } from "../../testing/catalogue-story";
import { CatalogueList } from "./catalogue-list";

const { onRuntime, bodies: calls } = callLog();

const meta = {
  title: "Library/Screens/Catalogue/List",
  component: ScreenStory,
  args: catalogueStoryArgs(CatalogueList, onRuntime),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Narrowed to disabled books by the status filter, kept in the address. */
export const DisabledOnly: Story = {
  args: catalogueStoryArgs(CatalogueList, onRuntime),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("button", { name: /狐狸先生/ });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "狀態" }), "disabled");
    await waitFor(() =>
      expect(calls("catalogueBooks").at(-1)).toMatchObject({ status: "disabled" }),
    );
    await waitFor(() => expect(canvas.queryByRole("button", { name: /海港的燈塔/ })).toBeNull());
  },
};

/** Nothing found: what to try instead. */
export const NothingFound: Story = {
  args: catalogueStoryArgs(CatalogueList, onRuntime, "/library/catalogue?xschoolCode=DEMO&q=zzz"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到書籍")).toBeVisible();
    await expect(canvas.getByText("試試其他關鍵字，或新增書籍")).toBeVisible();
  },
};

/** A librarian who may only read: no button to add a book. */
export const ReadOnly: Story = {
  args: { ...catalogueStoryArgs(CatalogueList, onRuntime), user: catalogueReader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("button", { name: /海港的燈塔/ });
    await expect(canvas.queryByRole("button", { name: "新增書籍" })).toBeNull();
  },
};
