import { endpoints } from "@campus/contract";
import { answer, callLog, page, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  family,
  guardian,
  pupil,
  SICK_LEAVE,
  WEDDING_LEAVE,
} from "../../testing/attendance-fixtures";
import { LeaveList } from "./leave-list";

/*
 * The child's applications: what each said, its files, where it stands and what the class
 * teacher said; one asked about leads to sending it again, one waiting is withdrawn after a
 * question; a student reads them; none yet says how to apply.
 */

const meta = {
  title: "Attendance/Components/LeaveList",
  component: ScreenStory,
  args: {
    path: "/attendance/home",
    route: "/attendance/home",
    screen: LeaveList,
    answers: family(),
    user: guardian,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const withdrawn = callLog();
/** Asked for more: the teacher's words and a way to send it again; withdrawn after a question. */
export const AskedForMore: Story = {
  args: { answers: family(), onRuntime: withdrawn.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "陳小明的請假申請" });
    await within(table).findByText("須補充資料");
    const rows = within(table).getAllByRole("row");
    await expect(rows[1]).toHaveTextContent("須補充資料");
    await expect(rows[1]).toHaveTextContent("班主任：請附上婚禮請柬。");
    await expect(within(rows[1]!).getByRole("link", { name: "補充資料" })).toHaveAttribute(
      "href",
      expect.stringContaining("/attendance/apply?id=12"),
    );
    await expect(rows[2]).toHaveTextContent("已批准");
    await expect(within(rows[2]!).getByRole("link", { name: /醫生證明書\.jpg/ })).toBeVisible();
    await expect(within(rows[2]!).queryByRole("button", { name: "撤回" })).toBeNull();
    await userEvent.click(within(rows[1]!).getByRole("button", { name: "撤回" }));
    const dialog = within(await canvas.findByRole("alertdialog", { name: "撤回這份請假申請？" }));
    await userEvent.click(dialog.getByRole("button", { name: "撤回" }));
    await waitFor(() => expect(withdrawn.last("attendanceWithdrawLeave")).toEqual({ id: 12 }));
    await expect(await within(table).findByText("已撤回")).toBeVisible();
  },
};

/** A student reads the applications and changes none. */
export const StudentReads: Story = {
  args: { user: pupil },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "陳小明的請假申請" });
    await expect(await within(table).findByText("須補充資料")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "撤回" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: "補充資料" })).toBeNull();
  },
};

/** On a phone, in English: cards. */
export const PhoneEnglish: Story = {
  args: {
    locale: "en-US",
    answers: [answer(endpoints.attendanceLeaves, page([SICK_LEAVE, WEDDING_LEAVE]))],
  },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The cards are what a phone shows (the table is the desktop's).
    const cards = await canvas.findByRole("list", { name: "Chan Siu Ming's leave applications" });
    await expect(await within(cards).findByText("Class teacher: 請附上婚禮請柬。")).toBeVisible();
    await expect(within(cards).getByText("Sick leave")).toBeVisible();
    await expect(within(cards).getAllByText(/\(Whole day\)/)).toHaveLength(2);
  },
};

/** None yet: how to apply. */
export const None: Story = {
  args: { answers: [answer(endpoints.attendanceLeaves, page([]))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("未有請假申請。子女需要請假時，按「申請請假」。"),
    ).toBeVisible();
  },
};
