import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { deskAnswers, deskStaff } from "../../testing/desk-answers";
import { deskQueue } from "../../testing/library-fixtures";
import { CirculationForms } from "./circulation-forms";

const { onRuntime, bodies: calls } = callLog();

const meta = {
  title: "Library/Screens/Desk/CirculationForms",
  component: ScreenStory,
  args: {
    path: "/library/desk?xschoolCode=DEMO",
    route: "/library/desk",
    screen: CirculationForms,
    answers: deskAnswers(),
    user: deskStaff,
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheckOutAndReturnByBookNumber: Story = {
  args: { answers: deskAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [lendForm, returnForm] = canvas.getAllByRole("form") as [HTMLElement, HTMLElement];
    const lend = within(lendForm);
    await userEvent.click(lend.getByRole("button", { name: "借出" }));
    await expect(await lend.findAllByText("請填寫此項")).toHaveLength(2);
    await userEvent.type(lend.getByRole("textbox", { name: /^讀者編號/ }), "2026001");
    await userEvent.type(lend.getByRole("textbox", { name: /^書號/ }), "X1{Enter}");
    await waitFor(() => expect(calls("deskCheckout")).toHaveLength(1));
    // Refused (the error catalogue says why): what was typed stays.
    await expect(lend.getByRole("textbox", { name: /^書號/ })).toHaveValue("X1");
    await userEvent.clear(lend.getByRole("textbox", { name: /^書號/ }));
    await userEvent.type(lend.getByRole("textbox", { name: /^書號/ }), "B000001-2{Enter}");
    await expect(await lend.findByText(/到期/)).toBeVisible();
    await expect(lend.getByRole("textbox", { name: /^書號/ })).toHaveValue("");
    await expect(lend.getByRole("textbox", { name: /^讀者編號/ })).toHaveValue("2026001");

    const back = within(returnForm);
    await userEvent.type(back.getByRole("textbox", { name: /^書號/ }), "B000001-2{Enter}");
    await expect(await back.findByText("已歸還")).toBeVisible();
    await expect(calls("deskReturn")).toEqual([{ bookNo: "B000001-2", schoolId: 1 }]);
  },
};

/**
 * A copy taken back that a reader waits for (issue 38): whom to put it aside for, said at once,
 * and the queue's next step for their reservation (it is being prepared: tell them to collect).
 */
export const ReturnedForAWaitingReader: Story = {
  args: { answers: deskAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = deskQueue.find((r) => r.status === "preparing")!;
    const bookNo = `B${String(waiting.book_id).padStart(6, "0")}-1`;
    const back = within(canvas.getAllByRole("form")[1]!);
    await userEvent.type(back.getByRole("textbox", { name: /^書號/ }), `${bookNo}{Enter}`);
    const aside = await back.findByRole("alert");
    await expect(aside).toHaveTextContent(
      "這本書有讀者預約：請留給 陳小欣（1B，讀者編號 2026002）。",
    );
    // The next scan needs no mouse: the field is ready for it.
    await expect(back.getByRole("textbox", { name: /^書號/ })).toHaveFocus();
    await userEvent.click(within(aside).getByRole("button", { name: "通知取書" }));
    await expect(await within(aside).findByText("已通知讀者取書。")).toBeVisible();
    await expect(calls("deskReservationStatus")).toEqual([
      { id: waiting.id, status: "ready", schoolId: 1 },
    ]);
  },
};
