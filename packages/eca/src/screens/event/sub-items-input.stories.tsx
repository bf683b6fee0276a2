import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { SubItemsInput } from "./sub-items-input";

/* A competition's items, one per line: the list follows the text; blank lines are no items. */

function Harness({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <SubItemsInput aria-label="子項目" value={items} onChange={setItems} />
      <output aria-label="items">{JSON.stringify(items)}</output>
    </>
  );
}

const meta = {
  title: "ECA/Components/SubItemsInput",
  component: Harness,
  args: { initial: ["100 米"] },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnePerLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "子項目" });
    await expect(box).toHaveValue("100 米");
    await userEvent.type(box, "{enter}");
    // The empty line being written stays in the box, and is no item.
    await expect(box).toHaveValue("100 米\n");
    await expect(canvas.getByRole("status", { name: "items" })).toHaveTextContent('["100 米"]');
    await userEvent.type(box, "  跳遠 {enter}{enter}");
    await expect(canvas.getByRole("status", { name: "items" })).toHaveTextContent(
      '["100 米","跳遠"]',
    );
  },
};
