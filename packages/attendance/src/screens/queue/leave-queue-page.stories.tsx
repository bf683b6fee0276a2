import { endpoints } from "@campus/contract";
import { answer, callLog, page, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { classKeeper, classTeacher, WAITING } from "../../testing/attendance-fixtures";
import { LeaveQueuePage } from "./leave-queue-page";

/*
 * A class teacher's leave applications: one waiting (the family's note, its slip), approved
 * after a question; another sent back asking for more (the note required); all of them; none.
 */

const meta = {
  title: "Attendance/Screens/LeaveQueue",
  component: ScreenStory,
  args: {
    path: "/attendance/leave",
    route: "/attendance/leave",
    screen: LeaveQueuePage,
    answers: classKeeper(),
    user: classTeacher,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const approved = callLog();
/** Approved after a question: the family is told, it leaves the list of those to answer. */
export const Approve: Story = {
  args: { answers: classKeeper(), onRuntime: approved.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "請假申請" });
    const row = (await within(table).findByText("4A 2 麥欣子")).closest("tr")!;
    await expect(row).toHaveTextContent("覆診牙醫，約十一時回校。");
    await expect(row).toHaveTextContent("(上午)");
    await expect(within(row).getByRole("link", { name: /覆診紙\.pdf/ })).toBeVisible();
    await userEvent.click(within(row).getByRole("button", { name: "批准" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "批准麥欣子的請假申請？" }));
    await userEvent.click(ask.getByRole("button", { name: "批准" }));
    await waitFor(() =>
      expect(approved.last("attendanceDecideLeave")).toEqual({ id: 14, decision: "approve" }),
    );
    await expect(await canvas.findByText("沒有待處理的請假申請。")).toBeVisible();
  },
};

const asked = callLog();
/** Asking for more says what (a blank reason is not sent). */
export const AskForMore: Story = {
  args: { answers: classKeeper(), onRuntime: asked.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "請假申請" });
    await userEvent.click(await within(table).findByRole("button", { name: "要求補充" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "要求麥欣子的家長補充資料" }));
    await userEvent.click(dialog.getByRole("button", { name: "要求補充" }));
    await expect(asked.entries("attendanceDecideLeave")).toHaveLength(0);
    await userEvent.type(
      dialog.getByRole("textbox", { name: /需要補充甚麼/ }),
      "請附上覆診紙正本。",
    );
    await userEvent.click(dialog.getByRole("button", { name: "要求補充" }));
    await waitFor(() =>
      expect(asked.last("attendanceDecideLeave")).toEqual({
        id: 14,
        decision: "more_info",
        note: "請附上覆診紙正本。",
      }),
    );
    await expect(await within(table).findByText("須補充資料")).toBeVisible();
  },
};

const shown = callLog();
/** All of them: asked with the filter; a phone shows cards, in English. */
export const AllPhoneEnglish: Story = {
  args: {
    locale: "en-US",
    answers: classKeeper(undefined, [{ ...WAITING, status: "approved" }]),
    onRuntime: shown.onRuntime,
  },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No leave applications waiting.")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "All" }));
    await waitFor(() =>
      expect(shown.last("attendanceLeaveQueue")).toMatchObject({ filter: "all" }),
    );
    const cards = await canvas.findByRole("list", { name: "Leave applications" });
    await expect(await within(cards).findByText("Approved")).toBeVisible();
    await expect(within(cards).queryByRole("button", { name: "Approve" })).toBeNull();
  },
};

/** Nothing to answer. */
export const None: Story = {
  args: { answers: [answer(endpoints.attendanceLeaveQueue, page([]))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("沒有待處理的請假申請。")).toBeVisible();
  },
};
