import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { callLog, ScreenStory, recordRow } from "@campus/ui/testing";
import { recordsAnswers } from "../../testing/records-answers";
import { ReservationsPage } from "./reservations-page";

const { onRuntime, bodies: calls } = callLog();

const meta = {
  title: "Library/Screens/MyRecords/Reservations",
  component: ScreenStory,
  args: {
    path: "/library/myrecord/borrow/subscribe?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/subscribe",
    screen: ReservationsPage,
    answers: recordsAnswers(),
    user: parentUser(),
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReservationsWithPlaceInLine: Story = {
  args: {
    answers: recordsAnswers(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = await recordRow(canvas, "小王子");
    await expect(waiting.getByText("第 2 位輪候")).toBeVisible();
    const ready = await recordRow(canvas, "太空人的一天");
    await expect(ready.getByText("可取書")).toBeVisible();
    await expect(ready.getByText(/請於 .+ 或之前取書/)).toBeVisible();
    // The column holds a place in line, a pickup date or a borrowed date: "progress", not "queue".
    await expect(canvas.getByRole("columnheader", { name: "進度" })).toBeVisible();
    await expect(ready.queryByRole("button", { name: "取消預約" })).toBeNull();
    await userEvent.click(waiting.getByRole("button", { name: "取消預約" }));
    const confirm = within(await canvas.findByRole("alertdialog", { name: "取消預約？" }));
    await userEvent.click(confirm.getByRole("button", { name: "取消預約" }));
    await waitFor(() => expect(waiting.getByText("已取消")).toBeVisible());
    await expect(calls("libraryCancelReservation")).toEqual([{ id: 1, schoolId: 1 }]);
  },
};

export const ReservationsInEnglish: Story = {
  args: {
    answers: recordsAnswers(),
    locale: "en-US",
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = await recordRow(canvas, "The Little Prince");
    await expect(waiting.getByText("2nd in line")).toBeVisible();
  },
};
