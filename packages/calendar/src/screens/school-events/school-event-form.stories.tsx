import type { SchoolEvent, UserInfo } from "@campus/contract";
import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { officeAnswers } from "../../testing/calendar-answers";
import { schoolEvent } from "../../testing/calendar-fixtures";
import { officeStaff } from "../../testing/calendar-stories";
import { SchoolEventForm } from "./school-event-form";

const log = callLog();

/** The form in the office's runtime: a save goes to the story API, then `onDone`. */
function FormStory({
  event,
  onDone,
  user,
}: {
  event: SchoolEvent | null;
  onDone: () => void;
  user: UserInfo | null;
}) {
  const [Screen] = useState(
    () =>
      function Screen() {
        return <SchoolEventForm event={event} onDone={onDone} />;
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
  title: "Calendar/Screens/SchoolEventForm",
  component: FormStory,
  args: { event: null, onDone: fn(), user: officeStaff },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof FormStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saved empty: each required field says so, nothing is sent, the form stays. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "活動" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    // Two titles (the Simplified one may be left to the conversion), the first and last day.
    await expect(canvas.getAllByText("請填寫此項")).toHaveLength(4);
    await expect(canvas.getByRole("textbox", { name: /^標題（繁體中文）/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(log.entries("calendarSaveSchoolEvent")).toHaveLength(0);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** A holiday or closure lasts whole days: no time fields, a note instead. */
export const DayOffHasNoTimes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("開始時間")).toBeVisible();
    await expect(canvas.getByText("全日項目不用填寫時間。")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "假期" }));
    await expect(canvas.queryByLabelText("開始時間")).toBeNull();
    await expect(canvas.queryByLabelText("結束時間")).toBeNull();
    await expect(canvas.getByText("假期及停課以全日計，不設時間。")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "停課" }));
    await expect(canvas.queryByLabelText("開始時間")).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: "考試" }));
    await expect(canvas.getByLabelText("開始時間")).toBeVisible();
  },
};

/** A valid new event: sent as typed (trimmed), "added", and the form is done. */
export const SaveANewEvent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^標題（繁體中文）/ }), "家長日");
    await userEvent.type(canvas.getByRole("textbox", { name: /^標題（簡體中文）/ }), "家长日");
    await userEvent.type(canvas.getByRole("textbox", { name: /^標題（英文）/ }), "Parents' day");
    await userEvent.type(canvas.getByLabelText(/^開始日期/), "2026-12-05");
    await userEvent.type(canvas.getByLabelText(/^結束日期/), "2026-12-05");
    await userEvent.type(canvas.getByLabelText("開始時間"), "0900");
    await userEvent.type(canvas.getByLabelText("結束時間"), "1230");
    await userEvent.click(canvas.getByRole("checkbox", { name: "四年級" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^班別/ }), "1b, 2c");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText("已新增")).toBeVisible();
    await expect(log.last("calendarSaveSchoolEvent")).toMatchObject({
      kind: "event",
      title_zh: "家長日",
      title_cn: "家长日",
      title_en: "Parents' day",
      start_day: "2026-12-05",
      end_day: "2026-12-05",
      start_time: "09:00",
      end_time: "12:30",
      grades: [4],
      classes: ["1B", "2C"],
    });
    await expect(log.last("calendarSaveSchoolEvent")).not.toHaveProperty("id");
  },
};

/**
 * The Simplified title may be left blank (issue 37, item 19): the server converts the
 * Traditional one for zh-CN readers, and the field says so.
 */
export const SimplifiedTitleLeftBlank: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const simplified = canvas.getByRole("textbox", { name: /^標題（簡體中文）/ });
    await expect(simplified).not.toBeRequired();
    await expect(simplified).toHaveAccessibleDescription(/留空即按繁體標題自動轉換/);
    await userEvent.type(canvas.getByRole("textbox", { name: /^標題（繁體中文）/ }), "聯校音樂會");
    await userEvent.type(canvas.getByRole("textbox", { name: /^標題（英文）/ }), "Joint concert");
    await userEvent.type(canvas.getByLabelText(/^開始日期/), "2026-12-05");
    await userEvent.type(canvas.getByLabelText(/^結束日期/), "2026-12-05");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(log.last("calendarSaveSchoolEvent")).toMatchObject({
      title_zh: "聯校音樂會",
      title_cn: "",
    });
  },
};

/** An event as it is: its values filled in; a change is saved under its id. */
export const ChangeAnEvent: Story = {
  args: { event: schoolEvent(101) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("textbox", { name: /^標題（繁體中文）/ });
    await expect(title).toHaveValue("陸運會");
    await expect(canvas.getByLabelText("開始時間")).toHaveValue("08:30");
    await expect(canvas.getByRole("checkbox", { name: "三年級" })).toBeChecked();
    await userEvent.clear(title);
    await userEvent.type(title, "週年陸運會");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText("已儲存修改")).toBeVisible();
    await expect(log.last("calendarSaveSchoolEvent")).toMatchObject({
      id: 101,
      title_zh: "週年陸運會",
      start_time: "08:30",
      grades: [3, 4, 5, 6],
      attachments: [1, 2],
    });
  },
};

const pdf = (name: string, body = "%PDF-1.7\n") =>
  new File([body], name, { type: "application/pdf" });

/**
 * The event's files: one taken off, a reply slip added (uploaded at once, checked first: a page
 * renamed .pdf never leaves the phone), saved in order by their ids.
 */
export const AttachFiles: Story = {
  args: { event: schoolEvent(101) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The picker loads after the fields (its own chunk).
    const files = await canvas.findByRole("group", { name: "附件" });
    await expect(within(files).getByRole("link", { name: "陸運會通告.pdf" })).toBeVisible();
    await userEvent.click(within(files).getByRole("button", { name: "移除 場地地圖.png" }));
    await expect(within(files).queryByRole("link", { name: "場地地圖.png" })).toBeNull();

    const input = within(files).getByLabelText("按此選擇檔案，或把檔案拖放到這裏");
    await userEvent.upload(input, pdf("notes.pdf", "<html>not a pdf</html>"));
    await waitFor(() =>
      expect(within(files).getByRole("alert")).toHaveTextContent("notes.pdf：檔案格式無效"),
    );
    await expect(log.entries("calendarUploadAttachment")).toHaveLength(0);

    await userEvent.upload(input, pdf("回條.pdf"));
    await expect(await within(files).findByText("已上載")).toBeVisible();
    await expect(log.entries("calendarUploadAttachment")).toHaveLength(1);

    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(log.last("calendarSaveSchoolEvent")).toMatchObject({ attachments: [1, 300] });
  },
};

/** Cancel: done, nothing sent. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "取消" }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(log.entries("calendarSaveSchoolEvent")).toHaveLength(0);
  },
};
