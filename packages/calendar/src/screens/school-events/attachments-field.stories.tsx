import type { UserInfo } from "@campus/contract";
import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { officeAnswers } from "../../testing/calendar-answers";
import { schoolEvent } from "../../testing/calendar-fixtures";
import { officeStaff } from "../../testing/calendar-stories";
import { AttachmentsField } from "./attachments-field";

/* A school event's files in the form: those it has, each removable, and a picker for more. */

const log = callLog();

function FieldStory({
  onChange,
  user,
}: {
  onChange: (ids: number[]) => void;
  user: UserInfo | null;
}) {
  const [Screen] = useState(
    () =>
      function Screen() {
        const kept = schoolEvent(101).attachments;
        const [ids, setIds] = useState(kept.map((file) => file.id));
        return (
          <AttachmentsField
            kept={kept}
            legend="附件"
            value={ids}
            onChange={(next) => {
              setIds(next);
              onChange(next);
            }}
            aria-describedby={undefined}
          />
        );
      },
  );
  return (
    <ScreenStory
      path="/calendar/SchoolEvents"
      route="/calendar/SchoolEvents"
      screen={Screen}
      answers={officeAnswers()}
      user={user}
      onRuntime={log.onRuntime}
    />
  );
}

const meta = {
  title: "Calendar/Screens/AttachmentsField",
  component: FieldStory,
  args: { onChange: fn(), user: officeStaff },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof FieldStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One file taken off, another uploaded at once: the value is the ids, in order. */
export const KeepRemoveAdd: Story = {
  play: async ({ canvasElement, args }) => {
    const files = within(await within(canvasElement).findByRole("group", { name: "附件" }));
    await userEvent.click(files.getByRole("button", { name: "移除 場地地圖.png" }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1]);
    const input = files.getByLabelText("按此選擇檔案，或把檔案拖放到這裏");
    await userEvent.upload(
      input,
      new File(["%PDF-1.7\n"], "回條.pdf", { type: "application/pdf" }),
    );
    await expect(await files.findByText("已上載")).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([1, 300]));
    await expect(log.entries("calendarUploadAttachment")).toHaveLength(1);
  },
};
