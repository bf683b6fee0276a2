import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { OfficeSession } from "@campus/contract";
import { demoSchool } from "../../testing/registration-fixtures";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeSession, officeStaff } from "../testing/office-fixtures";
import { SessionForm } from "./session-form";

/* A session's form on its own: a new one's defaults, and a session read back in school time. */

const log = callLog();
const formOf = (session: OfficeSession | null) =>
  officeScreen(() => (
    <SessionForm session={session} classes={demoSchool().classes} onDone={() => undefined} />
  ));

const meta = {
  title: "Registration/Office/SessionForm",
  component: ScreenStory,
  args: {
    path: "/registration/sessions",
    route: "/registration/sessions",
    screen: formOf(null),
    answers: officeAnswers(),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** New: 09:30–10:15, six places, any class, not published. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^開始時間/)).toHaveValue("09:30");
    await expect(canvas.getByLabelText(/^名額/)).toHaveValue("6");
    await expect(canvas.getByLabelText(/^申請班級/)).toHaveValue("");
    await expect(canvas.getByLabelText(/^家長可否預約/)).toHaveValue("no");
  },
};

/** A session read back in school time; published chosen from the list; saved with its id. */
export const Change: Story = {
  args: { screen: formOf(officeSession({ class_code: "K1" })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^日期/)).toHaveValue("2026-12-12");
    await expect(canvas.getByLabelText(/^結束時間/)).toHaveValue("10:15");
    await expect(canvas.getByText(/已預約 2 個/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(/^家長可否預約/), "yes");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("已更新場次")).toBeVisible();
    await expect(log.last("registrationOfficeSaveSession")).toMatchObject({
      id: 1,
      class_code: "K1",
      starts_at: "2026-12-12T09:30:00+08:00",
      published: true,
    });
  },
};
