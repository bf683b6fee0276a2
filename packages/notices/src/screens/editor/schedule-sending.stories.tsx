import { addDays } from "@campus/contract";
import { schoolDayOf } from "@campus/core";
import { callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { endpoints } from "@campus/contract";
import { DRAFT, office, officeStaff, SENT_WITH_SLIP } from "../../testing/notices-fixtures";
import { ScheduleSending } from "./schedule-sending";

/*
 * Sending a saved draft later, alone: the time set and taken away, the dialog's checks (a slip's
 * last day among them) and a refusal that keeps what was typed, at a phone's width.
 */

const changed = fn();
const closed = fn();
const TWO_DAYS_ON = addDays(schoolDayOf(new Date()), 2);

const meta = {
  title: "Notices/Components/ScheduleSending",
  component: ScreenStory,
  args: {
    path: "/notices/edit?id=4",
    route: "/notices/edit",
    screen: () => <ScheduleSending notice={DRAFT} open onClose={closed} onChanged={changed} />,
    answers: office(),
    user: officeStaff,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft with no time: nothing said under it; the dialog starts at tomorrow 08:00. */
export const NoTimeYet: Story = {
  args: {
    screen: () => (
      <ScheduleSending notice={DRAFT} open={false} onClose={closed} onChanged={changed} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/自動發出/)).toBeNull();
    await expect(within(document.body).queryByRole("dialog")).toBeNull();
  },
};

const slipDay = callLog();
/** A notice with a slip: a time on its last day is refused by its field, nothing sent. */
export const AfterTheSlipsLastDay: Story = {
  args: {
    screen: () => (
      <ScheduleSending
        notice={{ ...SENT_WITH_SLIP, status: "draft", published_at: null }}
        open
        onClose={closed}
        onChanged={changed}
      />
    ),
    onRuntime: slipDay.onRuntime,
  },
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole("dialog", { name: "定時發出通告" }),
    );
    const day = dialog.getByLabelText(/^發出日期/);
    await userEvent.clear(day);
    await userEvent.type(day, SENT_WITH_SLIP.slip!.deadline);
    await userEvent.click(dialog.getByRole("button", { name: "設定發出時間" }));
    await expect(
      await dialog.findByText("有回條的通告須在回覆截止日期前一天或之前發出"),
    ).toBeVisible();
    await expect(slipDay.entries("noticeSchedule")).toHaveLength(0);
  },
};

const refused = callLog();
/** The server refuses (another office sent it meanwhile): said in the dialog, the time kept. */
export const Refused: Story = {
  args: {
    answers: [...office(), refuse(endpoints.noticeSchedule, 409, "此通告已發出，不能再修改")],
    onRuntime: refused.onRuntime,
  },
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole("dialog", { name: "定時發出通告" }),
    );
    const day = dialog.getByLabelText(/^發出日期/);
    await userEvent.clear(day);
    await userEvent.type(day, TWO_DAYS_ON);
    await userEvent.click(dialog.getByRole("button", { name: "設定發出時間" }));
    await expect(await dialog.findByText("此通告已發出，不能再修改")).toBeVisible();
    await expect(day).toHaveValue(TWO_DAYS_ON);
    await waitFor(() => expect(refused.entries("noticeSchedule")).toHaveLength(1));
  },
};

const cancel = callLog();
/** A time set: said under the draft, and taken away on request. */
export const TimeSet: Story = {
  args: {
    screen: () => (
      <ScheduleSending
        notice={{ ...DRAFT, publish_at: "2099-12-04T00:00:00.000Z" }}
        open={false}
        onClose={closed}
        onChanged={changed}
      />
    ),
    onRuntime: cancel.onRuntime,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("將於 2099年12月4日 上午8:00 自動發出")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "取消定時發出" }));
    await waitFor(() => expect(cancel.last("noticeSchedule")).toEqual({ id: 4, at: null }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    await expect(await canvas.findByText("已取消定時發出")).toBeVisible();
  },
};
