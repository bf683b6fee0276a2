import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { SearchBox } from "./search-box";

/* A dialog's search: on Enter or the button, never on each key; clearing searches for nothing. */

function Harness() {
  const [searched, setSearched] = useState<string[]>([]);
  return (
    <>
      <SearchBox
        label="搜尋學生"
        placeholder="姓名"
        onSearch={(q) => setSearched((s) => [...s, q])}
      />
      <output aria-label="searched">{JSON.stringify(searched)}</output>
    </>
  );
}

const meta = {
  title: "ECA/Components/SearchBox",
  component: Harness,
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchesOnEnter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("searchbox", { name: "搜尋學生" });
    await userEvent.type(box, " 4A 12 ");
    await expect(canvas.getByRole("status", { name: "searched" })).toHaveTextContent("[]");
    await userEvent.type(box, "{enter}");
    await expect(canvas.getByRole("status", { name: "searched" })).toHaveTextContent('["4A 12"]');
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole("button", { name: "搜尋" }));
    await expect(canvas.getByRole("status", { name: "searched" })).toHaveTextContent(
      '["4A 12",""]',
    );
  },
};
