import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { NumberInput } from "./number-input";

function Harness() {
  const [value, setValue] = useState<number | null>(8);
  return (
    <>
      <NumberInput aria-label="Age" maxLength={2} value={value} onChange={setValue} />
      <output aria-label="Value">{JSON.stringify(value)}</output>
    </>
  );
}

const meta = {
  title: "Library/Screens/Catalogue/NumberInput",
  component: Harness,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed digits are a number; an empty box is null (the form then asks for it). */
export const NumberOrNull: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Age" });
    await expect(box).toHaveValue("8");
    await userEvent.clear(box);
    await expect(canvas.getByLabelText("Value")).toHaveTextContent("null");
    await userEvent.type(box, "12");
    await expect(canvas.getByLabelText("Value")).toHaveTextContent("12");
  },
};
