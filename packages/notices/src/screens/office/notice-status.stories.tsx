import { teacherUser } from "@campus/contract/fixtures";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NoticeStatusTag } from "./notice-status";

/* A notice's status tag alone: a draft, a sent notice and a draft set to go later, in words. */

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
        <NoticeStatusTag status="draft" publishAt="2026-12-04T00:00:00.000Z" />
        {/* Sent on its own: sent, whatever time it had. */}
        <NoticeStatusTag status="published" publishAt="2026-12-04T00:00:00.000Z" />
      </>
    ),
    answers: [],
    user: teacherUser(),
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft, a sent notice and a draft set to go later, each said in its own words. */
export const Statuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("草稿")).toBeVisible();
    await expect(canvas.getAllByText("已發出")).toHaveLength(2);
    await expect(canvas.getByText("定時發出")).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Draft")).toBeVisible();
    await expect(canvas.getAllByText("Sent")).toHaveLength(2);
    await expect(canvas.getByText("Scheduled")).toBeVisible();
  },
};
