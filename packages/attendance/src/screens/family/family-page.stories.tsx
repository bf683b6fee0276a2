import { endpoints } from "@campus/contract";
import { answer, callLog, pending, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { family, guardian, NOVEMBER, pupil } from "../../testing/attendance-fixtures";
import { FamilyPage } from "./family-page";

/*
 * A family's attendance: the child's month (its counts, late with the time, leave), month by
 * month; a student reads it without applying; a month with no register says so; loading.
 */

const meta = {
  title: "Attendance/Screens/Family",
  component: ScreenStory,
  args: {
    path: "/attendance/home?month=2026-11",
    route: "/attendance/home",
    screen: FamilyPage,
    answers: family(),
    user: guardian,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const moved = callLog();
/** November: each day with its mark, the late time and note, sick leave; then December. */
export const Month: Story = {
  args: { onRuntime: moved.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "2026年11月的出勤" })).toBeVisible();
    const days = canvas.getByRole("list", { name: "每日紀錄" });
    const lines = within(days).getAllByRole("listitem");
    await expect(lines).toHaveLength(13);
    await expect(lines[6]).toHaveTextContent("遲到");
    await expect(lines[6]).toHaveTextContent("08:17 到校 · 巴士誤點");
    await expect(lines[12]).toHaveTextContent("已獲批請假");
    // The counts: eleven present, one late, one on leave.
    const figures = canvas.getByText("出席", { selector: "dt" }).closest("div")!;
    await expect(figures).toHaveTextContent("11");
    // A parent applies from here.
    await expect(canvas.getByRole("link", { name: "申請請假" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "下個月" }));
    await expect(await canvas.findByText("這個月未有點名紀錄。")).toBeVisible();
    await waitFor(() => expect(moved.last("attendanceMonth")).toEqual({ month: "2026-12" }));
  },
};

/** The student reads the same month; applying is the parent's. */
export const Student: Story = {
  args: { user: pupil },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("list", { name: "每日紀錄" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "申請請假" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "撤回" })).toBeNull();
  },
};

/** In English, on a phone. */
export const EnglishPhone: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Attendance in November 2026" }),
    ).toBeVisible();
    await expect(canvas.getByText("arrived 08:17 · 巴士誤點")).toBeVisible();
    await expect(canvas.getAllByText("On approved leave").length).toBeGreaterThan(0);
  },
};

/** The month on its way: a placeholder, no empty state. */
export const Loading: Story = {
  args: { answers: [...family(), pending(endpoints.attendanceMonth)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "上個月" })).toBeDisabled();
    await expect(canvas.queryByText("這個月未有點名紀錄。")).toBeNull();
  },
};

/** A month the register has not reached. */
export const Empty: Story = {
  args: {
    answers: [
      ...family(),
      answer(endpoints.attendanceMonth, { ...NOVEMBER, days: [], leaves: [] }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("這個月未有點名紀錄。")).toBeVisible();
  },
};
