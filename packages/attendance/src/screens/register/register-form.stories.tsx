import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { classKeeper, classTeacher, REGISTER, STUDENTS } from "../../testing/attendance-fixtures";
import { RegisterForm } from "./register-form";

/*
 * The register's lines alone: taken earlier (who and when), a late arrival with its time and
 * note, an early leaver, and a family told.
 */

const TAKEN = {
  ...REGISTER,
  taken: { by: { name_zh: "黃嘉欣", name_en: "Wong Ka Yan" }, at: "2026-12-02T00:08:00.000Z" },
  students: STUDENTS.map((student, i) =>
    i === 1
      ? { ...student, status: "late" as const, time: "08:40", note: "巴士誤點", told: true }
      : i === 2
        ? { ...student, status: "early_leave" as const, time: "11:30" }
        : student,
  ),
};

const meta = {
  title: "Attendance/Components/RegisterForm",
  component: ScreenStory,
  args: {
    path: "/attendance/register",
    route: "/attendance/register",
    screen: () => <RegisterForm register={TAKEN} />,
    answers: classKeeper(TAKEN),
    user: classTeacher,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Taken at 08:08: each line as marked, the times and notes in their fields. */
export const TakenEarlier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^已於 .*8:08.* 由 黃嘉欣 點名$/)).toBeVisible();
    const mak = canvas.getByRole("radiogroup", { name: "麥欣子" });
    await expect(within(mak).getByRole("radio", { name: "遲到" })).toBeChecked();
    await expect(
      canvas.getAllByLabelText("時間").map((i) => (i as HTMLInputElement).value),
    ).toEqual(["08:40", "11:30"]);
    await expect(canvas.getAllByLabelText("備註")[1]).toHaveValue("巴士誤點");
    await expect(canvas.getByText("已通知家長")).toBeVisible();
    await expect(canvas.getByText("出席 3・遲到 1・缺席 1・早退 1")).toBeVisible();
  },
};
