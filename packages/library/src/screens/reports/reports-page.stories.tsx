import type { Meta, StoryObj } from "@storybook/react-vite";
import { teacherUser } from "@campus/contract/fixtures";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import { reportAnswers } from "../../testing/report-answers";
import { ReportsPage } from "./reports-page";

const { onRuntime, bodies: calls } = callLog();

const librarian = teacherUser({
  roles: ["teacher", "librarian"],
  permissions: { "library.reports": ["query", "get", "export"] },
});

const meta = {
  title: "Library/Screens/Reports",
  component: ScreenStory,
  args: {
    path: "/library/reports?xschoolCode=DEMO&from=2026-09-01&to=2026-12-01",
    route: "/library/reports",
    screen: ReportsPage,
    answers: reportAnswers(),
    user: librarian,
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The classes of the period; then the students of one class, most loans first. */
export const ClassesThenOneClass: Story = {
  args: { answers: reportAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const classes = await canvas.findByRole("table", { name: "各班借閱" });
    await expect(await within(classes).findByText("118")).toBeVisible();
    await waitFor(() =>
      expect(calls("libraryReportClasses").at(-1)).toEqual({
        from: "2026-09-01",
        to: "2026-12-01",
        schoolId: 1,
      }),
    );
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "班別" }), "4A");
    await userEvent.click(canvas.getByRole("tab", { name: "學生借閱" }));
    const students = await canvas.findByRole("table", { name: "學生借閱" });
    await expect(await within(students).findByText("陳小明")).toBeVisible();
    await expect(within(students).queryByText("何家俊")).toBeNull();
    await expect(calls("libraryReportReaders").at(-1)).toMatchObject({ class_name: "4A" });
  },
};

/** Today's overdue loans, with the days past due. */
export const Overdue: Story = {
  args: { answers: reportAnswers(), locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "Overdue" }));
    const table = await canvas.findByRole("table", { name: "Overdue" });
    await expect(await within(table).findByText(/11 days overdue/)).toBeVisible();
    await expect(within(table).getByText("The Harbour Lighthouse (LH-0002)")).toBeVisible();
    // Reading the reports only: no reminding.
    await expect(canvas.queryByRole("button", { name: /^Remind/ })).toBeNull();
  },
};

/** The families of one class's overdue loans reminded, after a question saying how. */
export const RemindOverdueFamilies: Story = {
  args: {
    path: "/library/reports?xschoolCode=DEMO&from=2026-09-01&to=2026-12-01&class=4A",
    answers: [
      ...reportAnswers(),
      answer(endpoints.libraryRemindOverdue, { loans: 2, guardians: 3, skipped: 0 }),
    ],
    user: teacherUser({
      roles: ["teacher", "librarian"],
      permissions: { "library.reports": ["query", "get", "edit", "export"] },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "逾期未還" }));
    await userEvent.click(await canvas.findByRole("button", { name: "提醒逾期未還書的家長" }));
    const ask = await canvas.findByRole("alertdialog", { name: "提醒逾期未還書的家長？" });
    await expect(ask).toHaveTextContent(/提醒 4A 班逾期未還書學生的家長/);
    await userEvent.click(within(ask).getByRole("button", { name: "提醒逾期未還書的家長" }));
    await expect(await canvas.findByText("已提醒 2 項逾期借閱，共 3 位家長")).toBeVisible();
    await expect(calls("libraryRemindOverdue").at(-1)).toEqual({ class_name: "4A", schoolId: 1 });
  },
};

/** An end before the start: said so, and nothing asked for or downloaded. */
export const PeriodUpsideDown: Story = {
  args: {
    answers: reportAnswers(),
    path: "/library/reports?xschoolCode=DEMO&from=2026-12-01&to=2026-09-01",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("結束日期不可早於開始日期")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "下載 Excel" })).toBeDisabled();
    await expect(canvas.queryByRole("tablist")).toBeNull();
  },
};

/** A period with no loans: each report says so. */
export const NoLoans: Story = {
  args: { answers: reportAnswers({ empty: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "最多借閱" }));
    await expect(await canvas.findByText("這段期間沒有借閱")).toBeVisible();
  },
};
