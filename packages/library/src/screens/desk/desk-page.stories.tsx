import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { endpoints } from "@campus/contract";
import { answer, callLog, page, PAYLOADS, ScreenStory, userTextStory } from "@campus/ui/testing";
import { deskAnswers, deskStaff } from "../../testing/desk-answers";
import { deskLost } from "../../testing/library-fixtures";
import { DeskPage } from "./desk-page";

const { onRuntime, bodies: calls } = callLog();

const meta = {
  title: "Library/Screens/Desk",
  component: ScreenStory,
  args: {
    path: "/library/desk?xschoolCode=DEMO",
    route: "/library/desk",
    screen: DeskPage,
    answers: deskAnswers(),
    user: deskStaff,
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The queue's table row of a book's reservation in a status (waits for it to appear). */
async function row(canvasElement: HTMLElement, book: string, status: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...canvasElement.querySelectorAll<HTMLElement>("tbody tr")].find(
      (tr) => tr.textContent?.includes(book) && tr.textContent.includes(status),
    );
    expect(found).toBeDefined();
  });
  return within(found!);
}

export const QueueFromReservingToBorrowed: Story = {
  args: { answers: deskAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = await row(canvasElement, "小王子", "預約中");
    await userEvent.click(waiting.getByRole("button", { name: "開始備書" }));
    await waitFor(() =>
      expect(calls("deskReservationStatus")).toEqual([{ id: 1, status: "preparing", schoolId: 1 }]),
    );
    const preparing = await row(canvasElement, "小王子", "備書中");
    await userEvent.click(preparing.getByRole("button", { name: "通知取書" }));
    await waitFor(() =>
      expect(calls("deskReservationStatus").at(-1)).toEqual({
        id: 1,
        status: "ready",
        schoolId: 1,
      }),
    );
    const ready = await row(canvasElement, "小王子", "可取書");
    await userEvent.click(ready.getByRole("button", { name: "借出" }));
    const confirm = within(await canvas.findByRole("alertdialog", { name: "借出書本" }));
    await userEvent.click(confirm.getByRole("button", { name: "借出" }));
    await expect(await canvas.findByText(/已借出，.+到期/)).toBeVisible();
    await expect(calls("deskCheckout")[0]).toMatchObject({ readerNo: "2026001" });
  },
};

export const ApproveALossReport: Story = {
  args: { answers: deskAnswers(), locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Loss reports" }));
    await expect((await canvas.findAllByText("在巴士上遺失了"))[0]).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Approve" })[0]!);
    const confirm = within(
      await canvas.findByRole("alertdialog", { name: "Approve this loss report?" }),
    );
    await userEvent.click(confirm.getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(calls("deskDecideLoss")).toEqual([{ loanId: 4, approve: true, schoolId: 1 }]),
    );
    await expect(await canvas.findByText("No loss reports to decide")).toBeVisible();
  },
};

export const FilterTheQueue: Story = {
  args: { answers: deskAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "狀態" }), "ready");
    await waitFor(() =>
      expect(calls("deskReservations").at(-1)).toMatchObject({ status: "ready", pageNum: 1 }),
    );
  },
};

/** Stored user text (issue 7): readers' loss reasons at the desk, shown as the text typed. */
const reasons = [
  ...deskAnswers(),
  answer(
    endpoints.deskLossReports,
    page(
      PAYLOADS.map((payload, i) => ({ ...deskLost[0]!, id: 100 + i, loss_reason: payload.text })),
      1,
      PAYLOADS.length,
    ),
  ),
];
const lossReports = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole("tab", { name: "報失審批" }));
};
export const UserTextOnAPhone: Story = userTextStory("phone", { answers: reasons }, lossReports);
export const UserTextOnADesktop: Story = userTextStory(
  "desktop",
  { answers: reasons },
  lossReports,
);
