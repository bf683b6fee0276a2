import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SearchBox } from "./search-box";

const meta = {
  title: "Library/SearchBox",
  component: SearchBox,
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchesTrimmedText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "搜尋" }));
    await userEvent.type(canvas.getByRole("searchbox", { name: "搜尋館藏" }), "   ");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("searchbox"), " 恐龍 {Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("恐龍");
  },
};

export const KeepsTheLastSearchInEnglish: Story = {
  args: { defaultValue: "dinosaur" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("searchbox", { name: "Search the catalogue" })).toHaveValue(
      "dinosaur",
    );
    await expect(canvas.getByRole("search")).toBeVisible();
  },
};
