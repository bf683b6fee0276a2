import type { CalendarWho, Locale, UserInfo } from "@campus/contract";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { parentUser, teacher } from "../testing/calendar-stories";
import { WhoSwitch } from "./who-switch";

/** The switch under a signed-in user's session (it reads the user's children). */
function WhoSwitchStory({
  user,
  value,
  onChange,
  locale,
}: {
  user: UserInfo | null;
  locale?: Locale;
  value: CalendarWho;
  onChange: (who: CalendarWho) => void;
}) {
  const [Screen] = useState(
    () =>
      function Screen() {
        return <WhoSwitch value={value} onChange={onChange} />;
      },
  );
  return (
    <ScreenStory
      path="/calendar"
      route="/calendar"
      screen={Screen}
      answers={[]}
      user={user}
      locale={locale}
    />
  );
}

const meta = {
  title: "Calendar/Components/WhoSwitch",
  component: WhoSwitchStory,
  args: { user: parentUser(), value: "current", onChange: fn() },
} satisfies Meta<typeof WhoSwitchStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A parent of two: the current child by name, or all children; choosing says which. */
export const ParentOfTwo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole("radio", { name: "陳小明" });
    await expect(current).toBeChecked();
    const all = canvas.getByRole("radio", { name: "全部子女" });
    await expect(all).not.toBeChecked();
    await userEvent.click(all);
    await expect(args.onChange).toHaveBeenCalledWith("all");
  },
};

/** All children shown: back to the current one. */
export const AllChildren: Story = {
  args: { value: "all" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "全部子女" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "陳小明" }));
    await expect(args.onChange).toHaveBeenCalledWith("current");
  },
};

/** A parent of one child has nothing to choose. */
export const ParentOfOne: Story = {
  args: { user: parentUser({ childsUser: parentUser().childsUser.slice(0, 1) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("radio")).toBeNull();
  },
};

/** A teacher: nothing. */
export const Teacher: Story = {
  args: { user: teacher },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("radio")).toBeNull();
    await expect(within(canvasElement).queryByText("全部子女")).toBeNull();
  },
};

export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "Chan Siu Ming" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "All children" })).not.toBeChecked();
  },
};
