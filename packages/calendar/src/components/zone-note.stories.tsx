import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ZoneNote } from "./zone-note";

const meta = {
  title: "Calendar/Components/ZoneNote",
  component: ZoneNote,
  args: { zone: "Pacific/Kiritimati" },
} satisfies Meta<typeof ZoneNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A zone (UTC+14) no test browser is in: the note says whose times these are. */
export const DeviceElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText(/^所有日期及時間均為.+。$/);
    await expect(note).toBeVisible();
    await expect(note.tagName).toBe("P");
  },
};

/** The device's own zone: nothing to say. */
export const SameZone: Story = {
  args: { zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/所有日期及時間均為/)).toBeNull();
  },
};

export const English: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^All days and times are .+\.$/)).toBeVisible();
  },
};
