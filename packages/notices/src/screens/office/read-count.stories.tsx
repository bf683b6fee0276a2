import { teacherUser } from "@campus/contract/fixtures";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ReadCount } from "./read-count";

/* How many of a sent notice's recipients have read it: the count and a bar. */

const meta = {
  title: "Notices/Components/ReadCount",
  component: ScreenStory,
  args: {
    path: "/notices/office",
    route: "/notices/office",
    screen: () => <ReadCount notice={{ read: 45, recipients: 60 }} />,
    answers: [],
    user: teacherUser(),
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Some have read it: "45 / 60" and a bar three quarters full. */
export const SomeRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("45 / 60")).toBeVisible();
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "75");
  },
};

/** Sent to no one: nothing read, an empty bar. */
export const NoRecipients: Story = {
  args: { screen: () => <ReadCount notice={{ read: 0, recipients: 0 }} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("0 / 0")).toBeVisible();
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("45 of 60")).toBeVisible();
  },
};
