import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { calendarKinds } from "../testing/calendar-fixtures";
import { KindChips } from "./kind-chips";

/** What the list shows unless asked: every kind but lessons. */
const LISTED = calendarKinds()
  .filter((kind) => kind.listed)
  .map((kind) => kind.id);

const meta = {
  title: "Calendar/Components/KindChips",
  component: KindChips,
  args: { kinds: calendarKinds(), value: LISTED, onChange: fn() },
} satisfies Meta<typeof KindChips>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything but lessons on: a chip for each kind the answer names, saying whether it is on. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole("group", { name: "顯示類別" }));
    await expect(group.getAllByRole("button")).toHaveLength(7);
    await expect(group.getByRole("button", { name: "課堂" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(group.getByRole("button", { name: "考試" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(group.getByRole("button", { name: "考試" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(LISTED.filter((kind) => kind !== "exam"));
  },
};

/** Turning one on keeps the kinds in the answer's order. */
export const TurnOn: Story = {
  args: { value: ["exam", "holiday"] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "課堂" }));
    await expect(args.onChange).toHaveBeenCalledWith(["lesson", "exam", "holiday"]);
  },
};

/** The last kind on stays on: its chip cannot be turned off. */
export const LastOneStays: Story = {
  args: { value: ["holiday"] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const holiday = canvas.getByRole("button", { name: "假期" });
    await expect(holiday).toHaveAttribute("aria-pressed", "true");
    await expect(holiday).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "圖書館" }));
    await expect(args.onChange).toHaveBeenCalledWith(["holiday", "library"]);
  },
};

/** A kind a feature added that this client has never heard of gets its chip, name and colour. */
export const AKindAFeatureAdds: Story = {
  args: {
    kinds: [
      ...calendarKinds(),
      { id: "notice", name: "通告", names: "通告", colour: "#c11574", listed: true },
    ],
    value: [...LISTED, "notice"],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notices = canvas.getByRole("button", { name: "通告" });
    await expect(notices).toHaveAttribute("aria-pressed", "true");
    await expect(getComputedStyle(notices, "::before").backgroundColor).toBe("rgb(193, 21, 116)");
    await userEvent.click(notices);
    await expect(args.onChange).toHaveBeenCalledWith(LISTED);
  },
};

/** English chips: the names come in the reader's language with the answer. */
export const English: Story = {
  parameters: { locale: "en-US" },
  args: { kinds: calendarKinds("en-US") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Show" })).toBeVisible();
    await expect(canvas.getAllByRole("button")).toHaveLength(7);
    await expect(canvas.getByRole("button", { name: "Interviews" })).toBeVisible();
  },
};
