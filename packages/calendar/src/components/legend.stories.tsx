import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { calendarKinds } from "../testing/calendar-fixtures";
import { Legend } from "./legend";

const KIND_COLOURS = Object.fromEntries(calendarKinds().map((kind) => [kind.id, kind.colour]));

const meta = {
  title: "Calendar/Components/Legend",
  component: Legend,
  args: {
    entries: [
      { label: "陳小明", colour: "#175cd3" },
      { label: "陳小欣", colour: "#c11574" },
    ],
    dayOff: true,
    today: true,
  },
} satisfies Meta<typeof Legend>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A parent's two children: a colour each, then the day-off shading and today's ring. */
export const TwoChildren: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("list", { name: "圖例" }));
    const items = list.getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "陳小明",
      "陳小欣",
      "假期／停課",
      "今日",
    ]);
    const dot = items[0]!.querySelector("[aria-hidden]") as HTMLElement;
    await expect(dot.style.background).toBe("rgb(23, 92, 211)");
  },
};

/** Colours by kind. */
export const ByKind: Story = {
  args: {
    entries: [
      { label: "學校活動", colour: KIND_COLOURS.event! },
      { label: "考試", colour: KIND_COLOURS.exam! },
      { label: "圖書館", colour: KIND_COLOURS.library! },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("list", { name: "圖例" }));
    await expect(list.getAllByRole("listitem")).toHaveLength(5);
    await expect(list.getByText("考試")).toBeVisible();
  },
};

/** No colours: only the shading and the ring are explained. */
export const MarksOnly: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("list", { name: "圖例" }));
    await expect(list.getAllByRole("listitem")).toHaveLength(2);
  },
};

/**
 * Another month, without a day off: no ring of today and no shading to explain — the key says
 * only what the grid shows (issue 35, item 31).
 */
export const AnotherMonth: Story = {
  args: { dayOff: false, today: false },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("list", { name: "圖例" }));
    await expect(list.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "陳小明",
      "陳小欣",
    ]);
  },
};

export const English: Story = {
  args: { entries: [] },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("list", { name: "Key" }));
    await expect(list.getByText("Today")).toBeVisible();
  },
};
