import type { EcaEvent } from "@campus/contract";
import { teacherUser } from "@campus/contract/fixtures";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ecaEvent, ecaTeacher } from "../../testing/eca-fixtures";
import { EventStatus } from "./event-status";

/*
 * Above the editor, alone: the event's state, and what may be done with it as a whole — its
 * students' traits recognised (from the second step, once it has students), copied into a new
 * event, deleted.
 */

const deleted = fn();

/** The same event on the first step and on the students' step, side by side. */
function Steps({ event, deleting = false }: { event: EcaEvent; deleting?: boolean }) {
  return (
    <>
      <section aria-label="基本資料">
        <EventStatus event={event} step={0} deleting={deleting} onDelete={deleted} />
      </section>
      <section aria-label="學生名單">
        <EventStatus event={event} step={2} deleting={deleting} onDelete={deleted} />
      </section>
    </>
  );
}

/** One who reads events and may not add, recognise or delete. */
const reader = teacherUser({
  ...ecaTeacher,
  permissions: { "eca.events": ["query", "get"] },
});

const meta = {
  title: "ECA/Components/EventStatus",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1",
    route: "/smarteca/event",
    screen: () => <Steps event={ecaEvent()} />,
    answers: [],
    user: ecaTeacher,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A passed event its teacher edits: recognition offered on the students' step only; a copy
 * opens a new event from it; delete asks the editor.
 */
export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const students = within(canvas.getByRole("region", { name: "學生名單" }));
    await expect(await students.findByRole("button", { name: "AI 識別學生特質" })).toBeVisible();
    const first = within(canvas.getByRole("region", { name: "基本資料" }));
    await expect(first.getByText("已通過")).toBeVisible();
    await expect(first.queryByRole("button", { name: "AI 識別學生特質" })).toBeNull();
    await expect(first.getByRole("link", { name: "複製為新活動" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/smarteca\/event\?copy=1$/),
    );
    await userEvent.click(first.getByRole("button", { name: "刪除活動" }));
    await expect(deleted).toHaveBeenCalledOnce();
  },
};

/**
 * No students yet: nothing to recognise, on either step (beside an event with students, whose
 * button shows once the recognition's part has loaded).
 */
export const NoStudents: Story = {
  args: {
    screen: () => (
      <>
        <Steps event={ecaEvent({ students: 0, status: "pending" })} />
        <section aria-label="另一活動">
          <EventStatus event={ecaEvent({ id: 2 })} step={2} deleting={false} onDelete={deleted} />
        </section>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const other = within(canvas.getByRole("region", { name: "另一活動" }));
    await expect(await other.findByRole("button", { name: "AI 識別學生特質" })).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: "AI 識別學生特質" })).toHaveLength(1);
    await expect(canvas.getAllByText("待審批")).toHaveLength(2);
    await expect(canvas.getAllByRole("link", { name: "複製為新活動" })).toHaveLength(3);
  },
};

/** While it is being deleted: the button is busy and takes no second click. */
export const Deleting: Story = {
  args: { screen: () => <Steps event={ecaEvent({ status: "rejected" })} deleting /> },
  play: async ({ canvasElement }) => {
    const first = within(within(canvasElement).getByRole("region", { name: "基本資料" }));
    await expect(first.getByText("不通過")).toBeVisible();
    const button = first.getByRole("button", { name: /^刪除活動/ });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
  },
};

/** One who only reads: the state, nothing to do with it. */
export const ReadOnly: Story = {
  args: {
    screen: () => (
      <Steps event={ecaEvent({ can: { edit: false, approve: false, delete: false } })} />
    ),
    user: reader,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("已通過")).toHaveLength(2);
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("button", { name: "Recognise students' traits (AI)" }),
    ).toBeVisible();
    await expect(canvas.getAllByText("Approved")).toHaveLength(2);
    await expect(canvas.getAllByRole("link", { name: "Copy as a new event" })).toHaveLength(2);
    await expect(canvas.getAllByRole("button", { name: "Delete event" })).toHaveLength(2);
  },
};
