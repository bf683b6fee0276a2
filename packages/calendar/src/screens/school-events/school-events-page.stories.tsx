import { endpoints } from "@campus/contract";
import { callLog, pending, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { officeAnswers } from "../../testing/calendar-answers";
import { officeReader, officeStaff } from "../../testing/calendar-stories";
import { SchoolEventsPage } from "./school-events-page";

const log = callLog();

const meta = {
  title: "Calendar/Screens/SchoolEvents",
  component: ScreenStory,
  args: {
    path: "/calendar/SchoolEvents",
    route: "/calendar/SchoolEvents",
    screen: SchoolEventsPage,
    answers: officeAnswers(),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row of the table (wide screens: the phone's cards are there too, hidden). */
const rowOf = async (canvas: ReturnType<typeof within>, title: string) =>
  within((await within(await canvas.findByRole("table")).findByText(title)).closest("tr")!);

/** The office's list from today: days, kind, title and place, audience, and its actions. */
export const TheOfficesList: Story = {
  args: { answers: officeAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("table", { name: "校曆項目" })).toBeVisible();
    const exam = await rowOf(canvas, "四年級第一次測驗");
    await expect(exam.getByText("考試")).toBeVisible();
    await expect(exam.getByText("四年級")).toBeVisible();
    await expect(exam.getByText("11月26日星期四至11月27日星期五")).toBeVisible();
    const christmas = await rowOf(canvas, "聖誕及新年假期");
    await expect(christmas.getByText("全校")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "新增" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "學期及循環週" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "修改「聖誕聯歡會」" })).toBeVisible();
    await expect(log.last("calendarSchoolEvents")).toEqual({ pageNum: 1, pageSize: 10 });
  },
};

/** Staff without add, edit or delete see the list and no buttons for them. */
export const ReadOnly: Story = {
  args: {
    answers: officeAnswers(),
    user: officeReader,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, "聖誕聯歡會");
    await expect(canvas.queryByRole("button", { name: "新增" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "學期及循環週" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /修改/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /刪除/ })).toBeNull();
    await expect(canvas.queryByRole("columnheader", { name: "操作" })).toBeNull();
  },
};

/** Adding an event: the form's texts in three languages, days and time, the audience. */
export const AddAnEvent: Story = {
  args: { answers: officeAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增校曆項目" }));
    await userEvent.type(
      await dialog.findByRole("textbox", { name: /^標題（繁體中文）/ }),
      "  家長日 ",
    );
    await userEvent.type(dialog.getByRole("textbox", { name: /^標題（簡體中文）/ }), "家长日");
    await userEvent.type(dialog.getByRole("textbox", { name: /^標題（英文）/ }), "Parents' day");
    await userEvent.type(dialog.getByLabelText(/^開始日期/), "2026-12-05");
    await userEvent.type(dialog.getByLabelText(/^結束日期/), "2026-12-05");
    await userEvent.type(dialog.getByLabelText("開始時間"), "0900");
    await userEvent.type(dialog.getByLabelText("結束時間"), "1230");
    await userEvent.click(dialog.getByRole("checkbox", { name: "四年級" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /^班別/ }), "1b, 2c");
    await userEvent.type(
      dialog.getByRole("textbox", { name: /^說明（繁體中文）/ }),
      "請家長預約時段。{Enter}地點：各班課室",
    );
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("已新增")).toBeVisible();
    await expect(log.last("calendarSaveSchoolEvent")).toMatchObject({
      kind: "event",
      title_zh: "家長日",
      title_en: "Parents' day",
      start_day: "2026-12-05",
      end_day: "2026-12-05",
      start_time: "09:00",
      end_time: "12:30",
      grades: [4],
      classes: ["1B", "2C"],
      description_zh: "請家長預約時段。\n地點：各班課室",
    });
    await expect(log.last("calendarSaveSchoolEvent")).not.toHaveProperty("id");
    await expect(await rowOf(canvas, "家長日")).toBeTruthy();
  },
};

/** Empty, the form says what is missing, in the user's words, and sends nothing. */
export const MissingFields: Story = {
  args: { answers: officeAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增校曆項目" }));
    await userEvent.click(await dialog.findByRole("button", { name: "儲存" }));
    await expect(await dialog.findByText("請完成表格")).toBeVisible();
    await expect(dialog.getAllByText("請填寫此項").length).toBeGreaterThanOrEqual(4);
    await expect(log.entries("calendarSaveSchoolEvent")).toHaveLength(0);
  },
};

/** Ends before it starts, or a start time without an end: the contract's rules, worded. */
export const EndBeforeStart: Story = {
  args: { answers: officeAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增校曆項目" }));
    for (const [label, text] of [
      [/^標題（繁體中文）/, "測驗"],
      [/^標題（簡體中文）/, "测验"],
      [/^標題（英文）/, "Test"],
      [/^開始日期/, "2026-12-10"],
      [/^結束日期/, "2026-12-09"],
    ] as const)
      await userEvent.type(await dialog.findByLabelText(label), text);
    await userEvent.type(dialog.getByLabelText("開始時間"), "0900");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await expect(await dialog.findByText("結束不可早於開始")).toBeVisible();
    await expect(log.entries("calendarSaveSchoolEvent")).toHaveLength(0);
  },
};

/** A holiday or closure lasts whole days: no time fields, and none sent. */
export const AClosureHasNoTimes: Story = {
  args: { answers: officeAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增校曆項目" }));
    await userEvent.type(await dialog.findByLabelText("開始時間"), "0800");
    await userEvent.click(dialog.getByRole("radio", { name: "停課" }));
    await expect(dialog.queryByLabelText("開始時間")).toBeNull();
    await expect(dialog.getByText("假期及停課以全日計，不設時間。")).toBeVisible();
    for (const [label, text] of [
      [/^標題（繁體中文）/, "八號風球停課"],
      [/^標題（簡體中文）/, "八号风球停课"],
      [/^標題（英文）/, "Typhoon signal No. 8: school closed"],
      [/^開始日期/, "2026-12-01"],
      [/^結束日期/, "2026-12-01"],
    ] as const)
      await userEvent.type(dialog.getByLabelText(label), text);
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("calendarSaveSchoolEvent")).toMatchObject({
        kind: "closure",
        start_time: null,
        end_time: null,
      }),
    );
  },
};

/** Editing: the form holds the event as it is; saving sends its id. */
export const EditAnEvent: Story = {
  args: { answers: officeAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "修改「聖誕聯歡會」" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "修改校曆項目" }));
    const english = await dialog.findByRole("textbox", { name: /^標題（英文）/ });
    await expect(english).toHaveValue("Christmas party");
    await expect(dialog.getByRole("checkbox", { name: "三年級" })).not.toBeChecked();
    await expect(dialog.getByLabelText("開始時間")).toHaveValue("10:30");
    await userEvent.clear(english);
    await userEvent.type(english, "Christmas party 2026");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("已儲存修改")).toBeVisible();
    await expect(log.last("calendarSaveSchoolEvent")).toMatchObject({
      id: 105,
      title_en: "Christmas party 2026",
      grades: [],
      classes: [],
      start_time: "10:30",
      place_zh: "禮堂",
    });
  },
};

/** Deleting asks first (the way out first, the action last); then it is gone. */
export const DeleteAnEvent: Story = {
  args: { answers: officeAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "刪除「聖誕聯歡會」" }));
    const confirm = within(
      await canvas.findByRole("alertdialog", { name: "刪除「聖誕聯歡會」？" }),
    );
    await expect(confirm.getByText(/無法復原/)).toBeVisible();
    const order = confirm
      .getAllByRole("button")
      .map((b) => b.textContent)
      .filter((text) => text === "取消" || text === "刪除");
    await expect(order).toEqual(["取消", "刪除"]);
    await userEvent.click(confirm.getByRole("button", { name: "刪除" }));
    await expect(await canvas.findByText("已刪除")).toBeVisible();
    await expect(log.last("calendarDeleteSchoolEvent")).toEqual({ id: 105 });
    await waitFor(() => expect(canvas.queryByText("聖誕聯歡會")).toBeNull());
  },
};

/** A refusal the form could not foresee: the server's reason, the form kept. */
export const SaveRefused: Story = {
  args: {
    answers: [
      ...officeAnswers(),
      refuse(endpoints.calendarSaveSchoolEvent, 409, "此日子已有同名活動"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "修改「聖誕聯歡會」" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "修改校曆項目" }));
    await userEvent.click(await dialog.findByRole("button", { name: "儲存" }));
    // The error catalogue says the reason (a toast where the surface has one); the dialog stays
    // open with what was typed, and nothing claims success.
    await waitFor(() => expect(log.entries("calendarSaveSchoolEvent")).toHaveLength(1));
    await waitFor(() => expect(dialog.getByRole("button", { name: "儲存" })).toBeEnabled());
    await expect(dialog.getByRole("textbox", { name: /^標題（英文）/ })).toHaveValue(
      "Christmas party",
    );
    await expect(canvas.queryByText("已儲存修改")).toBeNull();
  },
};

export const OnAPhone: Story = {
  args: { answers: officeAnswers() },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "校曆項目" });
    await expect(await within(list).findByText("聖誕聯歡會")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  args: { answers: [pending(endpoints.calendarSchoolEvents)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("table", { name: "校曆項目" })).toBeVisible();
    await expect(canvas.queryByText("聖誕聯歡會")).toBeNull();
  },
};

export const English: Story = {
  args: {
    answers: officeAnswers(),
    locale: "en-US",
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await rowOf(canvas, "Christmas party")).getByText("Event")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Edit Christmas party" })).toBeVisible();
  },
};
