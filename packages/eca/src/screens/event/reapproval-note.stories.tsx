import type { Meta, StoryObj } from "@storybook/react-vite";
import { ScreenStory } from "@campus/ui/testing";
import { expect, within } from "storybook/test";
import { ecaEvent, ecaOffice, ecaTeacher } from "../../testing/eca-fixtures";
import { ReapprovalNote } from "./reapproval-note";

/* Beside a passed event's save button: what a teacher's change does (issue 37, item 3). */

const meta = {
  title: "ECA/Components/ReapprovalNote",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1",
    route: "/smarteca/event",
    screen: () => <ReapprovalNote event={ecaEvent({ status: "passed" })} />,
    answers: [],
    user: ecaTeacher,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A teacher, a passed event: a change goes back for approval, said before saving. */
export const TeacherOnAPassedEvent: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("此活動已通過審批：儲存變更後，須由校務處重新審批。"),
    ).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "This event is approved: saving a change sends it back to the office for approval.",
      ),
    ).toBeVisible();
  },
};

/** The office's own change stands, and a pending event has nothing to lose: nothing said. */
export const NothingToSay: Story = {
  args: {
    screen: () => (
      <>
        <ReapprovalNote event={ecaEvent({ status: "pending" })} />
        <p>…</p>
      </>
    ),
    user: ecaOffice,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("…");
    await expect(canvas.queryByText(/重新審批/)).toBeNull();
  },
};
