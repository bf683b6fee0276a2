import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { deskAnswers, deskStaff } from "../../testing/desk-answers";
import { deskQueue } from "../../testing/library-fixtures";
import { WaitingReader } from "./waiting-reader";

/* Whom a returned copy is for, and the queue's next step for their reservation. */

const { onRuntime, bodies: calls } = callLog();
const waiting = deskQueue.find((r) => r.status === "reserving")!;

const meta = {
  title: "Library/Screens/Desk/WaitingReader",
  component: ScreenStory,
  args: {
    path: "/library/desk?xschoolCode=DEMO",
    route: "/library/desk",
    screen: () => <WaitingReader reservation={waiting} />,
    answers: deskAnswers(),
    user: deskStaff,
    onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Still waiting in the queue: preparing starts, then the reader is told to collect. */
export const PrepareThenTell: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/請留給 陳小明（4A/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "開始備書" }));
    await userEvent.click(await canvas.findByRole("button", { name: "通知取書" }));
    await expect(await canvas.findByText("已通知讀者取書。")).toBeVisible();
    await waitFor(() =>
      expect(calls("deskReservationStatus")).toEqual([
        { id: waiting.id, status: "preparing", schoolId: 1 },
        { id: waiting.id, status: "ready", schoolId: 1 },
      ]),
    );
  },
};
