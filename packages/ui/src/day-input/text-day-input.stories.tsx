import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, within } from "storybook/test";
import { TextDayInput, TextTimeInput } from "./text-day-input";

/* A day or a time kept as text: a form's field that may be left blank. */

function DayStory({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState("2026-09-01");
  return (
    <label>
      Day
      <TextDayInput
        value={value}
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
      />
    </label>
  );
}

const meta = {
  title: "UI/TextDayInput",
  component: DayStory,
  args: { onChange: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof DayStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A day chosen is its text; emptied, it is "" — never null. */
export const ChosenThenEmptied: Story = {
  play: async ({ canvasElement, args }) => {
    const day = within(canvasElement).getByLabelText("Day");
    await expect(day).toHaveValue("2026-09-01");
    fireEvent.change(day, { target: { value: "2026-10-15" } });
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-10-15");
    fireEvent.change(day, { target: { value: "" } });
    await expect(args.onChange).toHaveBeenLastCalledWith("");
    await expect(day).toHaveValue("");
  },
};

function TimeStory({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState("09:30");
  return (
    <label>
      Time
      <TextTimeInput
        value={value}
        onChange={(time) => {
          setValue(time);
          onChange(time);
        }}
      />
    </label>
  );
}

/** A time the same way: emptied, "". */
export const TimeEmptied: Story = {
  render: (args) => <TimeStory {...args} />,
  play: async ({ canvasElement, args }) => {
    const time = within(canvasElement).getByLabelText("Time");
    await expect(time).toHaveValue("09:30");
    fireEvent.change(time, { target: { value: "" } });
    await expect(args.onChange).toHaveBeenLastCalledWith("");
    await expect(time).toHaveValue("");
  },
};
