import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, within } from "storybook/test";
import { DayInput, TimeInput } from "./day-input";

function Both() {
  const [day, setDay] = useState<string | null>("2026-11-24");
  const [time, setTime] = useState<string | null>(null);
  return (
    <>
      <label>
        日期 <DayInput value={day} onChange={setDay} />
      </label>
      <label>
        時間 <TimeInput value={time} onChange={setTime} />
      </label>
      <output data-testid="values">{`${day ?? "none"} ${time ?? "none"}`}</output>
    </>
  );
}

const meta = { title: "UI/DayInput", component: Both } satisfies Meta<typeof Both>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's own date and time inputs: a value as typed, null once emptied. */
export const DayAndTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByLabelText("日期");
    await expect(day).toHaveValue("2026-11-24");
    fireEvent.change(canvas.getByLabelText("時間"), { target: { value: "08:30" } });
    await expect(canvas.getByTestId("values")).toHaveTextContent("2026-11-24 08:30");
    fireEvent.change(day, { target: { value: "" } });
    await expect(canvas.getByTestId("values")).toHaveTextContent("none 08:30");
  },
};
