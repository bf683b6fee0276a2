import { endpoints } from "@campus/contract";
import { answer, callLog, pending, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { addDays } from "@campus/contract";
import { schoolDayOf } from "@campus/core";
import { DRAFT, noticeFile, office, officeStaff, SENT } from "../../testing/notices-fixtures";
import { NoticeEditorPage } from "./notice-editor-page";

/*
 * The office's editor: a new draft saved (and given its own address), what is missing or wrong
 * said by its field with nothing sent, a notice for some grades, a draft sent after a question,
 * a refused send that keeps what was typed, and a sent notice read-only with its counts.
 */

const meta = {
  title: "Notices/Screens/Editor",
  component: ScreenStory,
  args: {
    path: "/notices/edit",
    route: "/notices/edit",
    screen: NoticeEditorPage,
    answers: office(),
    user: officeStaff,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const created = callLog();
/** A new draft: sent as the server keeps it (trimmed), saved, and given its own address. */
export const NewDraftSaved: Story = {
  args: { answers: office(), onRuntime: created.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "撰寫通告" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "全校" })).toBeChecked();
    await userEvent.type(canvas.getByRole("textbox", { name: /^標題（中文）/ }), "  聖誕聯歡會 ");
    await userEvent.type(
      canvas.getByRole("textbox", { name: /^內容（中文）/ }),
      "十二月二十日舉行。{enter}請帶備禮物。  ",
    );
    await userEvent.type(
      canvas.getByRole("textbox", { name: /^標題（英文）/ }),
      " Christmas party",
    );
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await waitFor(() =>
      expect(created.last("noticeSave")).toEqual({
        title_zh: "聖誕聯歡會",
        title_en: "Christmas party",
        body_zh: "十二月二十日舉行。\n請帶備禮物。",
        body_en: "",
        audience: { kind: "school" },
        attachments: [],
      }),
    );
    await expect(await canvas.findByText("草稿已儲存")).toBeVisible();
    // Its own address: the draft is read again from there (a reload keeps it).
    await waitFor(() => expect(created.last("noticeOffice")).toEqual({ id: 7 }));
    await expect(await canvas.findByRole("heading", { name: "聖誕聯歡會" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^標題（中文）/ })).toHaveValue("聖誕聯歡會");
    // Saved again, it is the same draft.
    await userEvent.type(canvas.getByRole("textbox", { name: /^內容（英文）/ }), "On 20 December.");
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await waitFor(() =>
      expect(created.last("noticeSave")).toMatchObject({ id: 7, body_en: "On 20 December." }),
    );
  },
};

const pdf = (name: string, body = "%PDF-1.7\n") =>
  new File([body], name, { type: "application/pdf" });

const filed = callLog();
const LETTER = noticeFile(31, "家長日通告.pdf");
const MAP = noticeFile(32, "課室位置圖.png", 1_350_000);
/**
 * A draft's files: one taken off, a timetable added (uploaded at once, checked first: a page
 * renamed .pdf never leaves the computer), saved in order by their ids; more than five refused by
 * the field with nothing saved.
 */
export const Files: Story = {
  args: {
    path: "/notices/edit?id=4",
    answers: office([{ ...DRAFT, attachments: [LETTER, MAP] }]),
    onRuntime: filed.onRuntime,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await canvas.findByRole("group", { name: "附件" });
    await expect(within(files).getByRole("link", { name: "家長日通告.pdf" })).toBeVisible();
    await expect(within(files).getByText("PNG · 1.4 MB")).toBeVisible();
    await expect(canvas.getByText("通告信、表格或地圖：PDF 或圖片，最多 5 個。")).toBeVisible();
    await userEvent.click(within(files).getByRole("button", { name: "移除 課室位置圖.png" }));
    await expect(within(files).queryByRole("link", { name: "課室位置圖.png" })).toBeNull();

    const input = within(files).getByLabelText("按此選擇檔案，或把檔案拖放到這裏");
    await userEvent.upload(input, pdf("時間表.pdf", "<html>not a pdf</html>"));
    await waitFor(() =>
      expect(within(files).getByRole("alert")).toHaveTextContent("時間表.pdf：檔案格式無效"),
    );
    await expect(filed.entries("noticeUploadAttachment")).toHaveLength(0);
    await userEvent.upload(input, pdf("面談時間表.pdf"));
    await expect(await within(files).findByText("已上載")).toBeVisible();
    await expect(filed.entries("noticeUploadAttachment")).toHaveLength(1);

    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await waitFor(() =>
      expect(filed.last("noticeSave")).toMatchObject({ id: 4, attachments: [31, 101] }),
    );
    await expect(await canvas.findByText("草稿已儲存")).toBeVisible();
    // Saved, both stay listed: the letter and the timetable uploaded.
    await expect(within(files).getByRole("link", { name: "家長日通告.pdf" })).toBeVisible();
    await expect(within(files).getByText("面談時間表.pdf")).toBeVisible();

    // A sixth file is one too many: said by the field, nothing saved.
    for (const name of ["一.pdf", "二.pdf", "三.pdf", "四.pdf"])
      await userEvent.upload(input, pdf(name));
    await waitFor(() => expect(filed.entries("noticeUploadAttachment")).toHaveLength(5));
    const saves = filed.entries("noticeSave").length;
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await expect(await canvas.findByText("最多 5 個檔案")).toBeVisible();
    await expect(filed.entries("noticeSave")).toHaveLength(saves);
  },
};

const blank = callLog();
/** Saved with nothing typed: each required field says so, and nothing is sent. */
export const RequiredFieldsEmpty: Story = {
  args: { answers: office(), onRuntime: blank.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^標題（中文）/ }), "   ");
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    await expect(canvas.getAllByText("請填寫此項")).toHaveLength(2);
    await expect(canvas.getByRole("textbox", { name: /^標題（中文）/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(canvas.getByRole("textbox", { name: /^內容（中文）/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    // English may be left out: readers of English then get the Chinese.
    await expect(
      canvas.getByRole("textbox", { name: /^內容（英文）/ }),
    ).toHaveAccessibleDescription(/可留空/);
    await userEvent.click(canvas.getByRole("button", { name: "發出通告" }));
    await expect(canvas.getAllByText("請填寫此項")).toHaveLength(2);
    await expect(blank.entries("noticeSave")).toHaveLength(0);
    await expect(blank.entries("noticePublish")).toHaveLength(0);
  },
};

const classes = callLog();
/** Classes typed in any case and separator; one that is not a class is named, nothing sent. */
export const ClassesInvalid: Story = {
  args: { answers: office(), onRuntime: classes.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^標題（中文）/ }), "班際比賽");
    await userEvent.type(canvas.getByRole("textbox", { name: /^內容（中文）/ }), "詳情見附件。");
    await userEvent.click(canvas.getByRole("radio", { name: "指定班別" }));
    const field = canvas.getByRole("textbox", { name: /^班別/ });
    await expect(field).toHaveAccessibleDescription(/以逗號或空格分隔/);
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await expect(await canvas.findByText("請填寫此項")).toBeVisible();
    await userEvent.type(field, "4a, 7c");
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await expect(await canvas.findByText("「7C」不是班別（例如 4A）")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(classes.entries("noticeSave")).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, "4a，4b 4A");
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await waitFor(() =>
      expect(classes.last("noticeSave")).toMatchObject({
        audience: { kind: "classes", classes: ["4A", "4B"] },
      }),
    );
  },
};

const grades = callLog();
/** A notice for some grades: one at least, sent in order, the classes typed before left out. */
export const GradesAudience: Story = {
  args: { path: "/notices/edit?id=4", answers: office(), onRuntime: grades.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "家長日安排" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "指定班別" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /^班別/ })).toHaveValue("4A, 4B");
    await userEvent.click(canvas.getByRole("radio", { name: "指定年級" }));
    const group = await canvas.findByRole("group", { name: /^年級/ });
    await expect(within(group).getAllByRole("checkbox")).toHaveLength(6);
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await expect(await canvas.findByText("請填寫此項")).toBeVisible();
    await expect(within(group).getByRole("checkbox", { name: "4年級" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(grades.entries("noticeSave")).toHaveLength(0);
    await userEvent.click(within(group).getByRole("checkbox", { name: "6年級" }));
    await userEvent.click(within(group).getByRole("checkbox", { name: "4年級" }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await waitFor(() =>
      expect(grades.last("noticeSave")).toEqual({
        id: 4,
        title_zh: "家長日安排",
        title_en: "",
        body_zh: "家長日將於十二月五日舉行。\n請預約面談時間。",
        body_en: "",
        audience: { kind: "grades", grades: [4, 6] },
        attachments: [],
      }),
    );
    await expect(await canvas.findByText("草稿已儲存")).toBeVisible();
  },
};

const sending = callLog();
/** Sending a changed draft: saved first, asked, then sent; the sent notice shows read-only. */
export const PublishWithConfirm: Story = {
  args: { path: "/notices/edit?id=4", answers: office(), onRuntime: sending.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole("textbox", { name: /^標題（中文）/ });
    await userEvent.type(title, "（更新）");
    await userEvent.click(canvas.getByRole("button", { name: "發出通告" }));
    const question = await within(document.body).findByRole("alertdialog");
    await expect(question).toHaveTextContent("發出後不能再修改。確定發出「家長日安排（更新）」？");
    await expect(sending.last("noticeSave")).toMatchObject({
      id: 4,
      title_zh: "家長日安排（更新）",
    });
    await expect(sending.entries("noticePublish")).toHaveLength(0);
    await userEvent.click(within(question).getByRole("button", { name: "發出通告" }));
    await waitFor(() => expect(sending.last("noticePublish")).toEqual({ id: 4 }));
    await expect(await canvas.findByText("通告已發出")).toBeVisible();
    await expect(await canvas.findByText("這份通告已發出，不能再修改。")).toBeVisible();
    await expect(canvas.getByText("已發給 62 位學生的家長，0 位的家長已閱讀。")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "發出通告" })).toBeNull();
  },
};

const later = callLog();
/**
 * Sent later: a time too soon is said by its field with nothing sent; a time two days on is set
 * on the school's clock, shown on the draft, and can be taken away again.
 */
export const SendLater: Story = {
  args: { path: "/notices/edit?id=4", answers: office(), onRuntime: later.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole("button", { name: "定時發出" }));
    const dialog = within(await page.findByRole("dialog", { name: "定時發出通告" }));
    const day = dialog.getByLabelText(/^發出日期/);
    const time = dialog.getByLabelText(/^發出時間/);
    // Tomorrow at eight to start with.
    await expect(day).toHaveValue(addDays(schoolDayOf(new Date()), 1));
    await expect(time).toHaveValue("08:00");
    await userEvent.clear(day);
    await userEvent.type(day, "2020-01-10");
    await userEvent.click(dialog.getByRole("button", { name: "設定發出時間" }));
    await expect(await dialog.findByText("發出時間須在 5 分鐘後或以後")).toBeVisible();
    await expect(later.entries("noticeSchedule")).toHaveLength(0);

    const twoDaysOn = addDays(schoolDayOf(new Date()), 2);
    await userEvent.clear(day);
    await userEvent.type(day, twoDaysOn);
    await userEvent.clear(time);
    await userEvent.type(time, "07:30");
    await userEvent.click(dialog.getByRole("button", { name: "設定發出時間" }));
    const at = new Date(`${twoDaysOn}T07:30:00+08:00`).toISOString();
    await waitFor(() => expect(later.last("noticeSchedule")).toEqual({ id: 4, at }));
    await expect(await canvas.findByText(/^通告會於 .+ 自動發出$/)).toBeVisible();
    await expect(page.queryByRole("dialog", { name: "定時發出通告" })).toBeNull();
    await expect(await canvas.findByText(/^將於 2.+7:30 自動發出$/)).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "取消定時發出" }));
    await waitFor(() => expect(later.last("noticeSchedule")).toEqual({ id: 4, at: null }));
    await expect(await canvas.findByText("已取消定時發出")).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/自動發出$/)).toBeNull());
  },
};

/** A time that came and could not send it: said as a problem on the draft, to mend and send. */
export const SendLaterMissed: Story = {
  args: {
    path: "/notices/edit?id=4",
    answers: office([{ ...DRAFT, publish_at: "2026-11-30T00:00:00.000Z" }]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^未能於 .+上午8:00 自動發出：發出對象沒有學生，或回覆限期已過。/),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "取消定時發出" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "發出通告" })).toBeEnabled();
  },
};

const atOnce = callLog();
/** A new notice sent at once: saved as a draft first (its own address), asked, then sent. */
export const NewNoticeSentAtOnce: Story = {
  args: { answers: office(), onRuntime: atOnce.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^標題（中文）/ }), "停課安排");
    await userEvent.type(canvas.getByRole("textbox", { name: /^內容（中文）/ }), "明天停課。");
    await userEvent.click(canvas.getByRole("button", { name: "發出通告" }));
    const question = await within(document.body).findByRole("alertdialog");
    await expect(atOnce.last("noticeSave")).toEqual({
      title_zh: "停課安排",
      title_en: "",
      body_zh: "明天停課。",
      body_en: "",
      audience: { kind: "school" },
      attachments: [],
    });
    await userEvent.click(within(question).getByRole("button", { name: "發出通告" }));
    await waitFor(() => expect(atOnce.last("noticePublish")).toEqual({ id: 7 }));
    await expect(await canvas.findByText("這份通告已發出，不能再修改。")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "停課安排" })).toBeVisible();
    await expect(atOnce.entries("noticeSave")).toHaveLength(1);
    // "Draft saved" is not said on the way: the send says what happened.
    await expect(canvas.queryByText("草稿已儲存")).toBeNull();
  },
};

const saveRefused = callLog();
/** A save the server refuses (sent meanwhile elsewhere): what was typed stays, nothing claims success. */
export const SaveRefused: Story = {
  args: {
    path: "/notices/edit?id=4",
    answers: [...office(), refuse(endpoints.noticeSave, 409, "此通告已發出，不能再修改")],
    onRuntime: saveRefused.onRuntime,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole("textbox", { name: /^標題（中文）/ });
    await userEvent.clear(title);
    await userEvent.type(title, "家長日（改期）");
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await waitFor(() => expect(saveRefused.entries("noticeSave")).toHaveLength(1));
    await waitFor(() => expect(canvas.getByRole("button", { name: "儲存草稿" })).toBeEnabled());
    await expect(title).toHaveValue("家長日（改期）");
    await expect(canvas.queryByText("草稿已儲存")).toBeNull();
  },
};

const cancelled = callLog();
/** Asked and cancelled: the changes are saved as a draft, nothing is sent. */
export const PublishCancelled: Story = {
  args: { path: "/notices/edit?id=4", answers: office(), onRuntime: cancelled.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("textbox", { name: /^標題（中文）/ });
    await userEvent.click(canvas.getByRole("button", { name: "發出通告" }));
    const question = await within(document.body).findByRole("alertdialog");
    // Nothing changed since it was saved: nothing to save first.
    await expect(cancelled.entries("noticeSave")).toHaveLength(0);
    await userEvent.click(within(question).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "發出通告" })).toBeEnabled());
    await expect(cancelled.entries("noticePublish")).toHaveLength(0);
    await expect(canvas.getByRole("textbox", { name: /^標題（中文）/ })).toHaveValue("家長日安排");
  },
};

const refused = callLog();
/** A send the server refuses (no pupil in the classes): everything typed stays, nothing claims success. */
export const PublishRefused: Story = {
  args: {
    path: "/notices/edit?id=4",
    answers: [...office(), refuse(endpoints.noticePublish, 409, "通告的對象沒有學生，未能發出")],
    onRuntime: refused.onRuntime,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole("textbox", { name: /^班別/ });
    await userEvent.clear(field);
    await userEvent.type(field, "6f");
    const body = canvas.getByRole("textbox", { name: /^內容（英文）/ });
    await userEvent.type(body, "Parents' day is on 5 December.");
    await userEvent.click(canvas.getByRole("button", { name: "發出通告" }));
    const question = await within(document.body).findByRole("alertdialog");
    await userEvent.click(within(question).getByRole("button", { name: "發出通告" }));
    await waitFor(() => expect(refused.entries("noticePublish")).toHaveLength(1));
    await waitFor(() => expect(canvas.getByRole("button", { name: "發出通告" })).toBeEnabled());
    await expect(refused.last("noticeSave")).toMatchObject({
      id: 4,
      body_en: "Parents' day is on 5 December.",
      audience: { kind: "classes", classes: ["6F"] },
    });
    await expect(body).toHaveValue("Parents' day is on 5 December.");
    await expect(canvas.getByRole("textbox", { name: /^班別/ })).toHaveValue("6F");
    await expect(canvas.queryByText("通告已發出")).toBeNull();
    await expect(canvas.queryByText("這份通告已發出，不能再修改。")).toBeNull();
  },
};

/** Leaving with changes not saved asks first: staying keeps them, discarding goes on. */
export const LeaveWithChanges: Story = {
  args: { path: "/notices/edit?id=4" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole("textbox", { name: /^標題（中文）/ });
    await userEvent.type(title, "（草稿二）");
    await userEvent.click(canvas.getByRole("link", { name: "返回通告列表" }));
    const question = await within(document.body).findByRole("alertdialog", {
      name: "放棄未儲存的修改？",
    });
    await userEvent.click(within(question).getByRole("button", { name: "留在此頁" }));
    await expect(title).toHaveValue("家長日安排（草稿二）");
    await userEvent.click(canvas.getByRole("link", { name: "返回通告列表" }));
    const again = await within(document.body).findByRole("alertdialog", {
      name: "放棄未儲存的修改？",
    });
    await userEvent.click(within(again).getByRole("button", { name: "放棄修改" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent("/notices/office");
  },
};

/** A sent notice: read-only, with whom it went to, its texts and how many have read it. */
export const SentReadOnly: Story = {
  args: { path: "/notices/edit?id=3" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "陸運會通告" })).toBeVisible();
    await expect(canvas.getByText("這份通告已發出，不能再修改。")).toBeVisible();
    await expect(canvas.getByText("已發出")).toBeVisible();
    await expect(canvas.getByText("於 2026年11月10日 發出")).toBeVisible();
    await expect(canvas.getByText("已發給 60 位學生的家長，45 位的家長已閱讀。")).toBeVisible();
    await expect(canvas.getByText(/^4年級.5年級$/)).toBeVisible();
    await expect(canvas.getByText("Sports day is on 20 November.", { exact: false })).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "儲存草稿" })).toBeNull();
    // No slip, so no count of slips returned.
    await expect(canvas.queryByText(/交回回條/)).toBeNull();
  },
};

/** A sent notice's files: listed as the families got them, with nothing to remove. */
export const SentWithFiles: Story = {
  args: {
    path: "/notices/edit?id=3",
    answers: office([{ ...SENT, attachments: [LETTER, MAP] }]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "家長日通告.pdf" })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(canvas.getByText("PDF · 184.3 kB")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^移除/ })).toBeNull();
    await expect(canvas.queryByLabelText("按此選擇檔案，或把檔案拖放到這裏")).toBeNull();
  },
};

/** A sent notice with a reply slip: how many families have returned it, beside who has read it. */
export const SentWithSlip: Story = {
  args: {
    path: "/notices/edit?id=3",
    answers: [
      answer(endpoints.noticeOffice, () => ({
        ...SENT,
        replied: 30,
        slip: {
          questions: [
            {
              kind: "choice" as const,
              label_zh: "會否參加？",
              options: [{ zh: "參加" }, { zh: "不參加" }],
              required: true,
            },
          ],
          deadline: "2026-11-18",
          sign: true,
        },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("30 位的家長已交回回條。")).toBeVisible();
    await expect(canvas.getByText("已發給 60 位學生的家長，45 位的家長已閱讀。")).toBeVisible();
  },
};

/** An id the school has no notice under: said so, with the way back. */
export const NotFound: Story = {
  args: { path: "/notices/edit?id=99" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到這份通告。請返回通告列表再試。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回通告列表" })).toHaveAttribute(
      "href",
      "/notices/office",
    );
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** While the notice loads: no form to type into yet. */
export const Loading: Story = {
  args: { path: "/notices/edit?id=4", answers: [pending(endpoints.noticeOffice)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "撰寫通告" })).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** In English: the form's words, and a sent notice's English title and counts. */
export const English: Story = {
  args: { path: "/notices/edit?id=3", locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Sports day" })).toBeVisible();
    await expect(
      canvas.getByText("This notice has been sent and can no longer be changed."),
    ).toBeVisible();
    await expect(
      canvas.getByText("Sent for 60 students; the families of 45 have read it."),
    ).toBeVisible();
    await expect(canvas.getByText("Grade 4, Grade 5")).toBeVisible();
  },
};

/** A new notice in English: the fields and both actions in English. */
export const EnglishNewDraft: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^Title \(Chinese\)/ })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "The whole school" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Save draft" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Send the notice" })).toBeVisible();
  },
};

/** On a phone: the fields one under another, the actions within reach. */
export const Phone: Story = {
  args: { path: "/notices/edit?id=4" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole("textbox", { name: /^標題（中文）/ });
    const english = canvas.getByRole("textbox", { name: /^標題（英文）/ });
    // One column: the English title is below the Chinese one, not beside it.
    await expect(english.getBoundingClientRect().top).toBeGreaterThan(
      title.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByRole("button", { name: "發出通告" })).toBeVisible();
  },
};

/** The reply slip is its own page: a new notice is saved first; a draft's slip is summed up. */
export const ReplySlipLinks: Story = {
  args: {
    path: "/notices/edit?id=4",
    answers: office([
      {
        ...DRAFT,
        slip: {
          deadline: "2026-12-09",
          sign: true,
          questions: [
            { kind: "text", label_zh: "面談時段", label_en: "", required: true },
            { kind: "text", label_zh: "聯絡電話", label_en: "", required: false },
          ],
        },
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("回條：2 條問題，2026年12月9日截止，須以簽署密碼簽署"),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "編輯回條" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/notices\/slip\?id=4$/),
    );
  },
};

/** A new notice has no slip yet: saved first, then one may be added. */
export const ReplySlipAfterSaving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("儲存草稿後，可加上回條。")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "加上回條" })).toBeNull();
    await userEvent.type(canvas.getByRole("textbox", { name: /^標題（中文）/ }), "旅行日");
    await userEvent.type(canvas.getByRole("textbox", { name: /^內容（中文）/ }), "十二月十日。");
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await expect(await canvas.findByText("沒有回條：家長只須閱讀這份通告。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "加上回條" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/notices\/slip\?id=7$/),
    );
  },
};

/** Sending later in English: the button, the dialog and the time set, in English. */
export const SendLaterEnglish: Story = {
  args: {
    path: "/notices/edit?id=4",
    locale: "en-US",
    answers: office([{ ...DRAFT, publish_at: "2099-12-04T00:00:00.000Z" }]),
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Goes out on its own at Dec 4, 2099, 8:00 AM"),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Don't send later" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Send later" }));
    const dialog = within(
      await within(document.body).findByRole("dialog", { name: "Send the notice later" }),
    );
    await expect(dialog.getByLabelText(/^Day to send/)).toHaveValue("2099-12-04");
    await expect(dialog.getByLabelText(/^Time to send/)).toHaveValue("08:00");
  },
};
