import { endpoints } from "@campus/contract";
import { answer, callLog, pending, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { classTeacher, reports } from "../../testing/attendance-fixtures";
import { ReportPage } from "./report-page";

/*
 * Attendance reports: a period's classes with their rates, one class's students chosen; a
 * period backwards said so with nothing asked; none taken; a teacher without export.
 */

const meta = {
  title: "Attendance/Screens/Report",
  component: ScreenStory,
  args: {
    path: "/attendance/report?from=2026-11-01&to=2026-11-30",
    route: "/attendance/report",
    screen: ReportPage,
    answers: reports(),
    user: classTeacher,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const asked = callLog();
/** November's classes, then 4A's students. */
export const ClassesThenStudents: Story = {
  args: { onRuntime: asked.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const classes = await canvas.findByRole("table", { name: "各班出勤" });
    const [, fourA, sixC] = within(classes).getAllByRole("row");
    await expect(fourA).toHaveTextContent("4A");
    await expect(fourA).toHaveTextContent("97.4%");
    await expect(sixC).toHaveTextContent("100%");
    await expect(canvas.getByRole("button", { name: "匯出 Excel" })).toBeEnabled();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "班別" }), "4A");
    await waitFor(() =>
      expect(asked.last("attendanceReport")).toEqual({
        from: "2026-11-01",
        to: "2026-11-30",
        class_name: "4A",
      }),
    );
    const students = await canvas.findByRole("table", { name: "4A 學生" });
    const [, chan] = within(students).getAllByRole("row");
    await expect(chan).toHaveTextContent("1 陳小明");
    await expect(chan).toHaveTextContent("89.5%");
  },
};

const backwards = callLog();
/** The last day before the first: said, nothing asked. */
export const Backwards: Story = {
  args: {
    path: "/attendance/report?from=2026-11-30&to=2026-11-01",
    onRuntime: backwards.onRuntime,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("結束日期不可早於開始日期。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "匯出 Excel" })).toBeDisabled();
    await expect(backwards.entries("attendanceReport")).toHaveLength(0);
  },
};

/** No register in the period. */
export const Nothing: Story = {
  args: {
    answers: [
      answer(endpoints.attendanceReport, {
        from: "2026-07-01",
        to: "2026-07-31",
        class_name: null,
        classes: [],
        students: [],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("這段期間未有點名紀錄。")).toBeVisible();
  },
};

/** On its way; in English on a phone; a reader who may not export sees no button. */
export const LoadingEnglishPhone: Story = {
  args: {
    locale: "en-US",
    answers: [pending(endpoints.attendanceReport)],
    user: { ...classTeacher, permissions: { "attendance.report": ["query"] } },
  },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Attendance reports" })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole("button", { name: "Export to Excel" })).toBeNull();
  },
};
