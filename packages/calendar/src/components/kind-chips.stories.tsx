import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DEFAULT_LIST_KINDS } from "../kinds";
import { KindChips } from "./kind-chips";

const meta = {
  title: "Calendar/Components/KindChips",
  component: KindChips,
  args: { value: [...DEFAULT_LIST_KINDS], onChange: fn() },
} satisfies Meta<typeof KindChips>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything but lessons on: each chip a toggle saying whether it is on. */
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
    await expect(args.onChange).toHaveBeenLastCalledWith(
      DEFAULT_LIST_KINDS.filter((kind) => kind !== "exam"),
    );
  },
};

/** Turning one on keeps the kinds in their own order. */
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

/** English chips. */
export const English: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Show" })).toBeVisible();
    await expect(canvas.getAllByRole("button")).toHaveLength(7);
  },
};
