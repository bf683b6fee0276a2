import { endpoints } from "@campus/contract";
import { answer, callLog, pending, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  classKeeper,
  classTeacher,
  office as officeStaff,
  REGISTER,
} from "../../testing/attendance-fixtures";
import { RegisterPage } from "./register-page";

/*
 * A class teacher's register: today's, everyone present but the child on approved leave; one
 * marked late (the time now, changed) and one absent, saved in a tap; the office choosing among
 * classes and an earlier day; a teacher with no class is told so.
 */

const meta = {
  title: "Attendance/Screens/Register",
  component: ScreenStory,
  args: {
    path: "/attendance/register",
    route: "/attendance/register",
    screen: RegisterPage,
    answers: classKeeper(),
    user: classTeacher,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const taken = callLog();
/** Taken: a late arrival at 08:40, an absence; the leave stays absent; saved and said so. */
export const Taken: Story = {
  args: { answers: classKeeper(), onRuntime: taken.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "4A 學生" });
    await expect(canvas.getByText(/這一天未點名/)).toBeVisible();
    const chan = within(list).getByRole("radiogroup", { name: "陳小明" });
    await expect(within(chan).getByRole("radio", { name: "缺席" })).toBeChecked();
    await expect(within(list).getByText("病假・已批准")).toBeVisible();
    const mak = within(list).getByRole("radiogroup", { name: "麥欣子" });
    await expect(within(mak).getByRole("radio", { name: "出席" })).toBeChecked();
    await userEvent.click(within(mak).getByRole("radio", { name: "遲到" }));
    const time = within(list).getByLabelText("時間");
    await expect((time as HTMLInputElement).value).toMatch(/^\d\d:\d\d$/);
    await userEvent.clear(time);
    await userEvent.type(time, "08:40");
    const lam = within(list).getByRole("radiogroup", { name: "林嘉琳" });
    await userEvent.click(within(lam).getByRole("radio", { name: "缺席" }));
    await expect(canvas.getByText("出席 3・遲到 1・缺席 2・早退 0")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "儲存點名" }));
    await waitFor(() =>
      expect(taken.last("attendanceTakeRegister")).toEqual({
        class_name: "4A",
        day: "2026-12-02",
        marks: [
          { student_id: 2, status: "absent", note: "" },
          { student_id: 12, status: "late", time: "08:40", note: "" },
          { student_id: 22, status: "absent", note: "" },
        ],
      }),
    );
    await expect(await canvas.findByText(/已於 .* 由 黃嘉欣 點名/)).toBeVisible();
    // The gate's taps are the office's.
    await expect(canvas.queryByRole("region", { name: "匯入閘機拍卡紀錄" })).toBeNull();
    // Saved, the register is read again: the family of the child absent without leave was told.
    await expect(await canvas.findByText("已通知家長")).toBeVisible();
  },
};

const missing = callLog();
/** Late with the time taken out: said beside it, nothing sent. */
export const TimeMissing: Story = {
  args: { answers: classKeeper(), onRuntime: missing.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "4A 學生" });
    const mak = within(list).getByRole("radiogroup", { name: "麥欣子" });
    await userEvent.click(within(mak).getByRole("radio", { name: "早退" }));
    await userEvent.clear(within(list).getByLabelText("時間"));
    await userEvent.click(canvas.getByRole("button", { name: "儲存點名" }));
    await expect(within(list).getByLabelText("時間")).toHaveAccessibleDescription("請填寫此項");
    await expect(missing.entries("attendanceTakeRegister")).toHaveLength(0);
  },
};

const office = callLog();
/** The office: any class, an earlier day to correct, and the gate's taps to import. */
export const OfficeChooses: Story = {
  args: {
    answers: [...classKeeper({ ...REGISTER, classes: ["1A", "4A", "6C"] })],
    onRuntime: office.onRuntime,
    user: officeStaff,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole("combobox", { name: "班別" });
    await expect(await canvas.findByRole("region", { name: "匯入閘機拍卡紀錄" })).toBeVisible();
    await userEvent.selectOptions(select, "6C");
    await waitFor(() => expect(office.last("attendanceRegister")).toEqual({ class_name: "6C" }));
    const day = await canvas.findByLabelText("日期");
    await userEvent.clear(day);
    await userEvent.type(day, "2026-11-30");
    await waitFor(() =>
      expect(office.bodies("attendanceRegister")).toContainEqual({
        class_name: "6C",
        day: "2026-11-30",
      }),
    );
  },
};

/** A teacher who keeps no class: what to do. */
export const NoClass: Story = {
  args: {
    answers: [
      answer(endpoints.attendanceRegister, {
        classes: [],
        class_name: null,
        day: "2026-12-02",
        taken: null,
        students: [],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("你未有任教班主任的班別。請聯絡校務處。")).toBeVisible();
  },
};

/** On its way: a placeholder. */
export const Loading: Story = {
  args: { answers: [pending(endpoints.attendanceRegister)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("載入中")).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** In English, on a desktop. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "4A students" });
    await expect(within(list).getByText("Sick leave · Approved")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Save register" })).toBeVisible();
  },
};
