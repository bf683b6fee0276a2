import { teacherUser } from "@campus/contract/fixtures";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NoticeStatusTag } from "./notice-status";

/* A notice's status tag alone: a draft and a sent notice in words. */

const meta = {
  title: "Notices/Components/NoticeStatusTag",
  component: ScreenStory,
  args: {
    path: "/notices/office",
    route: "/notices/office",
    screen: () => (
      <>
        <NoticeStatusTag status="draft" />
        <NoticeStatusTag status="published" />
      </>
    ),
    answers: [],
    user: teacherUser(),
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft and a sent notice, each said in its own words. */
export const Statuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("草稿")).toBeVisible();
    await expect(canvas.getByText("已發出")).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Draft")).toBeVisible();
    await expect(canvas.getByText("Sent")).toBeVisible();
  },
};
