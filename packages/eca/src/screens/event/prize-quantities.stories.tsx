import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { prizes } from "../../testing/eca-fixtures";
import { PrizeQuantities, type PrizeQuantity } from "./prize-quantities";

/* The prizes an event awards: ticking one offers its usual quantity, untouched boxes stay shut. */

function Harness({ initial, errors }: { initial: PrizeQuantity[]; errors?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PrizeQuantities
        legend="獎項及名額"
        prizes={prizes().filter((p) => p.status === "enabled")}
        value={value}
        onChange={setValue}
        errors={errors}
      />
      <output aria-label="value">{JSON.stringify(value)}</output>
    </>
  );
}

const meta = {
  title: "ECA/Components/PrizeQuantities",
  component: Harness,
  args: { initial: [{ prize_id: 1, quantity: "1" }] },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TickAndCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "獎項及名額" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: /冠軍/ })).toBeChecked();
    const merit = canvas.getByRole("textbox", { name: "優異獎名額" });
    await expect(merit).toBeDisabled();
    // Ticked: the prize's usual quantity, which the teacher changes.
    await userEvent.click(canvas.getByRole("checkbox", { name: /優異獎/ }));
    await expect(merit).toHaveValue("3");
    await userEvent.clear(merit);
    await userEvent.type(merit, "5");
    await expect(canvas.getByRole("status", { name: "value" })).toHaveTextContent(
      JSON.stringify([
        { prize_id: 1, quantity: "1" },
        { prize_id: 3, quantity: "5" },
      ]),
    );
    await userEvent.click(canvas.getByRole("checkbox", { name: /冠軍/ }));
    await expect(canvas.getByRole("textbox", { name: "冠軍名額" })).toHaveValue("");
    await expect(canvas.getByRole("status", { name: "value" })).toHaveTextContent(
      JSON.stringify([{ prize_id: 3, quantity: "5" }]),
    );
  },
};

/** A quantity's message sits under its box and describes it. */
export const QuantityError: Story = {
  args: { initial: [{ prize_id: 1, quantity: "0" }], errors: ["最少 1"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "冠軍名額" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("最少 1");
  },
};
