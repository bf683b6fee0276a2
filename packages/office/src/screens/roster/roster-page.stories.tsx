import { endpoints } from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  activationLetters,
  classTeachers,
  officeStaff,
  refusedPreview,
  rosterActivation,
  rosterHistory,
  rosterPreview,
  staffPreview,
  bundlePreview,
} from "../../testing/office-fixtures";
import { RosterPage } from "./roster-page";

/*
 * The school's roster: the template and the upload; a file checked into a preview (its counts,
 * the columns it ignores); refused cells named by row and column, and no import then; the
 * import after a question; the whole school's roster previewed again; a file the server refuses
 * said beside it; the history with undo for the latest. (The roster's rules are the server's:
 * roster-check.test.ts and office/roster.test.ts.)
 */

const log = callLog();

/** A CSV as Excel saves it ("CSV UTF-8": a byte-order mark). */
const csv = (name = "2026-27 全校學生名冊.csv") =>
  new File([Uint8Array.from([0xef, 0xbb, 0xbf]), "學生編號,班別\r\n"], name);

const history = () => ({ list: rosterHistory(), total: 5, pageNum: 1, pageSize: 10 });

const meta = {
  title: "Office/Screens/Roster",
  component: ScreenStory,
  args: {
    path: "/office/roster",
    route: "/office/roster",
    screen: RosterPage,
    answers: [
      answer(endpoints.officeRosterCheck, (sent) =>
        rosterPreview({ full: String(sent.full) === "true" }),
      ),
      answer(endpoints.officeRosterPreview, (sent) => rosterPreview({ full: sent.full === true })),
      answer(endpoints.officeRosterImport, () => rosterPreview({ import_id: 4 })),
      answer(endpoints.officeRosterImports, history()),
      answer(endpoints.officeActivation, rosterActivation()),
      answer(endpoints.officeClassTeacher, (sent) => ({
        ...rosterActivation().classes.find((c) => c.class_name === sent.class_name)!,
        class_teacher: classTeachers.find((t) => t.id === sent.teacher_id) ?? null,
      })),
      answer(endpoints.officeActivationLetters, (sent) =>
        activationLetters({
          class_name: String(sent.class_name),
          expires_on: String(sent.expires_on),
        }),
      ),
      answer(endpoints.officeRosterUndo, () => ({
        ...rosterHistory()[0]!,
        undone_at: "2026-11-29T03:00:00Z",
        undoable: false,
      })),
    ],
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement, label = "按此選擇檔案，或把檔案拖放到這裏") =>
  within(canvasElement).getByLabelText(label);

/** Before a file: the templates (roster and staff list), what the upload takes, "whole school" not ticked. */
export const ChooseAFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "1. 下載範本" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "下載學生名冊範本" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "下載教職員名單範本" })).toBeVisible();
    await expect(canvas.getByText(/教職員名單也在這裏匯入/)).toBeVisible();
    await expect(canvas.getByText(/任何編碼均可（包括 Big5 及 GB18030）/)).toBeVisible();
    await expect(canvas.getByText("可上載 XLSX、CSV或ZIP 檔案，上限 5 MB")).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: /這是全校的名冊或名單/ })).not.toBeChecked();
    await expect(canvas.queryByRole("button", { name: "匯入名冊" })).toBeNull();
  },
};

/** A picture named .csv is refused before anything is sent. */
export const NotARoster: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "2. 上載名冊" });
    const png = new File(
      [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      "名冊.csv",
    );
    await userEvent.upload(fileInput(canvasElement), png);
    await expect(await canvas.findByText(/檔案格式無效/)).toBeVisible();
    await expect(log.last("officeRosterCheck")).toBeUndefined();
  },
};

/** Uploaded and checked: what the import would do, the columns it ignores; nothing written. */
export const CheckedIntoAPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "2. 上載名冊" });
    await userEvent.upload(fileInput(canvasElement), csv());
    await expect(
      await canvas.findByRole("heading", { name: "3. 預覽：2026-27 全校學生名冊.csv" }),
    ).toBeVisible();
    await expect(log.last("officeRosterCheck")).toMatchObject({ full: false });
    await expect(canvas.getByText("讀取格式：Big5")).toBeVisible();
    const counts = canvas.getByText("新增學生").parentElement!;
    await expect(counts).toHaveTextContent("新增學生312");
    await expect(canvas.getByText("以下欄位不會匯入：備註和宗教")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "匯入名冊" })).toBeEnabled();
    await expect(log.last("officeRosterImport")).toBeUndefined();
    // The preview was the check's answer: not asked for again.
    await expect(log.last("officeRosterPreview")).toBeUndefined();
  },
};

/** Refused cells by row, column and reason; the roster is not importable until they are fixed. */
export const RowsRefused: Story = {
  args: {
    path: "/office/roster?upload=41",
    answers: [answer(endpoints.officeRosterPreview, refusedPreview())],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problems = within(await canvas.findByRole("list", { name: "2 行未能匯入" }));
    await expect(problems.getByText("電話號碼格式不正確")).toBeVisible();
    await expect(problems.getAllByText("家長一手機號碼")).toHaveLength(1);
    await expect(problems.getByText("與第 12 行的學生編號相同")).toBeVisible();
    await expect(canvas.getByText(/整個名冊都不會匯入/)).toHaveAttribute("role", "alert");
    await expect(canvas.getByText("另有 4 項問題未列出。")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "匯入名冊" })).toBeNull();
  },
};

/** Imported after a question that says what it will do; then the history. */
export const ConfirmTheImport: Story = {
  args: { path: "/office/roster?upload=41" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "匯入名冊" }));
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "匯入 2026-27 全校學生名冊.csv？" }),
    );
    await expect(ask.getByText(/新增 312 名、更新 587 名學生，新增 498 個家長帳戶/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "匯入名冊" }));
    await waitFor(() =>
      expect(log.last("officeRosterImport")).toEqual({ upload: 41, full: false }),
    );
    await expect(await canvas.findByText("已匯入名冊")).toBeVisible();
    await expect(await canvas.findByRole("tab", { name: "匯入紀錄" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/**
 * A staff list, told apart by its header: its teachers and office members counted (no guardian
 * accounts), the import's question in its words, and what new staff need next.
 */
export const StaffList: Story = {
  args: {
    path: "/office/roster?upload=42",
    answers: [
      answer(endpoints.officeRosterPreview, staffPreview()),
      answer(endpoints.officeRosterImport, { ...staffPreview(), import_id: 6 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "3. 預覽：2026-27 教職員.xlsx" });
    await expect(canvas.getByText("這是教職員名單：以登入名稱配對同事。")).toBeVisible();
    await expect(canvas.getByText("新增教職員").parentElement!).toHaveTextContent("新增教職員3");
    await expect(canvas.getByText("更新教職員").parentElement!).toHaveTextContent("更新教職員1");
    await expect(canvas.queryByText("新家長帳戶")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "匯入名冊" }));
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "匯入 2026-27 教職員.xlsx？" }),
    );
    await expect(ask.getByText(/新增 3 位、更新 1 位教職員。新同事沒有密碼/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "匯入名冊" }));
    await waitFor(() =>
      expect(log.last("officeRosterImport")).toEqual({ upload: 42, full: false }),
    );
    await expect(await canvas.findByText("已匯入教職員名單")).toBeVisible();
  },
};

/**
 * A OneRoster bundle from the school's SIS: its students and its teachers counted apart, and the
 * import's question says both.
 */
export const OneRosterBundle: Story = {
  args: {
    path: "/office/roster?upload=43",
    answers: [
      answer(endpoints.officeRosterPreview, bundlePreview()),
      answer(endpoints.officeRosterImport, { ...bundlePreview(), import_id: 7 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "3. 預覽：sis-export.zip" });
    await expect(canvas.getByText("讀取格式：OneRoster 1.1")).toBeVisible();
    const students = canvas.getByRole("heading", { name: "學生" }).nextElementSibling!;
    await expect(students).toHaveTextContent("新增學生2");
    await expect(students).toHaveTextContent("新家長帳戶3");
    const staff = canvas.getByRole("heading", { name: "教職員" }).nextElementSibling!;
    await expect(staff).toHaveTextContent("新增教職員1");
    await expect(staff).toHaveTextContent("更新教職員2");
    await expect(within(staff as HTMLElement).queryByText("未能匯入的行")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "匯入名冊" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "匯入 sis-export.zip？" }));
    await expect(
      ask.getByText(/新增 2 名、更新 5 名學生.*教職員：新增 1・更新 2・離校 0/),
    ).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "匯入名冊" }));
    await waitFor(() =>
      expect(log.last("officeRosterImport")).toEqual({ upload: 43, full: false }),
    );
  },
};

/** Ticking "whole school" previews the same file again, with the students it would mark left. */
export const AsTheWholeSchool: Story = {
  args: { path: "/office/roster?upload=41" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "3. 預覽：2026-27 全校學生名冊.csv" });
    await userEvent.click(canvas.getByRole("checkbox", { name: /這是全校的名冊或名單/ }));
    await waitFor(() =>
      expect(log.last("officeRosterPreview")).toEqual({ upload: 41, full: true }),
    );
  },
};

/** The server refuses the file whole (a required column missing): said beside it, in English. */
export const FileRefusedInEnglish: Story = {
  args: {
    locale: "en-US",
    answers: [
      refuse(endpoints.officeRosterCheck, 400, "These required columns were not found: Class", {
        fields: [{ field: "file", message: "These required columns were not found: Class" }],
      }),
    ],
  },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "2. Upload the roster" });
    await userEvent.upload(
      fileInput(canvasElement, "Choose a file or drop it here"),
      csv("roster.csv"),
    );
    await expect(
      await canvas.findByText("These required columns were not found: Class"),
    ).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: /^3\. Preview/ })).toBeNull();
  },
};

/** The history: each import, and undo (after a question) for the latest only. */
export const UndoTheLatest: Story = {
  args: { path: "/office/roster?view=history" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "匯入紀錄" }));
    await expect(await table.findByText("2026-27 插班生.xlsx")).toBeVisible();
    await expect(table.getAllByText("全校名冊")).toHaveLength(2);
    await expect(table.getByText(/已撤銷（/)).toBeVisible();
    // The year-end rollover, by the school year it led into.
    await expect(table.getByText("升班至 2026/27 學年")).toBeVisible();
    // A staff list's import, counted as staff; a OneRoster bundle's, its students and teachers.
    await expect(table.getByText("教職員：新增 3・更新 1・離校 0")).toBeVisible();
    await expect(table.getByText("教職員：新增 58・更新 0・離校 2")).toBeVisible();
    const undo = table.getAllByRole("button", { name: /^撤銷 / });
    await expect(undo).toHaveLength(1);
    await userEvent.click(undo[0]!);
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "撤銷 2026-27 插班生.xlsx？" }),
    );
    await userEvent.click(ask.getByRole("button", { name: "撤銷" }));
    await waitFor(() => expect(log.last("officeRosterUndo")).toEqual({ id: 3 }));
    await expect(await canvas.findByText("已撤銷匯入")).toBeVisible();
  },
};

/** No import yet. */
export const NoHistory: Story = {
  args: {
    path: "/office/roster?view=history",
    answers: [
      answer(endpoints.officeRosterImports, { list: [], total: 0, pageNum: 1, pageSize: 10 }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("尚未匯入名冊。")).toBeVisible();
  },
};

/** Accounts activated per class: the office sees whom to remind (4C: nobody yet). */
export const ActivationPerClass: Story = {
  args: { path: "/office/roster?view=activation" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("全校：40 / 87（46%）")).toHaveAttribute("role", "status");
    const table = within(canvas.getByRole("table", { name: "帳戶啟用" }));
    const row4A = table.getByRole("row", { name: /^4A/ });
    await expect(row4A).toHaveTextContent("28 / 31（90%）");
    await expect(table.getByRole("row", { name: /^4C/ })).toHaveTextContent("0 / 27（0%）");
  },
};

/** The office names 4B's class teacher from the school's teachers, and clears 4A's. */
export const NameAClassTeacher: Story = {
  args: { path: "/office/roster?view=activation" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const of4A = await canvas.findByRole("combobox", { name: "4A 的班主任" });
    await expect(of4A).toHaveDisplayValue("陳美玲");
    const of4B = canvas.getByRole("combobox", { name: "4B 的班主任" });
    await expect(of4B).toHaveDisplayValue("未指定");
    await userEvent.selectOptions(of4B, "黃志明");
    await waitFor(() =>
      expect(log.last("officeClassTeacher")).toEqual({ class_name: "4B", teacher_id: 42 }),
    );
    await expect(await canvas.findByText("已指定 黃志明 為 4B 的班主任")).toBeVisible();
    await userEvent.selectOptions(of4A, "未指定");
    await waitFor(() =>
      expect(log.last("officeClassTeacher")).toEqual({ class_name: "4A", teacher_id: null }),
    );
    await expect(await canvas.findByText("已取消 4A 的班主任")).toBeVisible();
  },
};

/**
 * The server refuses (the teacher has just left): the portal's toast says its reason (the error
 * catalogue's); nothing claims success, and the choice is what the server has.
 */
export const ClassTeacherRefused: Story = {
  args: {
    path: "/office/roster?view=activation",
    answers: [
      answer(endpoints.officeActivation, rosterActivation()),
      refuse(endpoints.officeClassTeacher, 400, "請選擇學校在職的老師", {
        fields: [{ field: "teacher_id", message: "請選擇學校在職的老師" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const of4C = await canvas.findByRole("combobox", { name: "4C 的班主任" });
    await userEvent.selectOptions(of4C, "陳美玲");
    await waitFor(() =>
      expect(log.last("officeClassTeacher")).toEqual({ class_name: "4C", teacher_id: 41 }),
    );
    await waitFor(() => expect(of4C).toBeEnabled());
    await expect(of4C).toHaveDisplayValue("未指定");
    await expect(canvas.queryByText(/^已指定/)).toBeNull();
  },
};

/** Without the roster's `edit`, the class teachers are read, not chosen. */
export const ClassTeachersReadOnly: Story = {
  args: {
    path: "/office/roster?view=activation",
    user: { ...officeStaff, permissions: { "office.roster": ["query", "get"] } },
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "帳戶啟用" }));
    await expect(table.getByRole("row", { name: /^4A/ })).toHaveTextContent("陳美玲");
    await expect(table.getByRole("row", { name: /^4B/ })).toHaveTextContent("—");
    await expect(canvas.queryByRole("combobox", { name: /的班主任$/ })).toBeNull();
  },
};

/** On a phone, in English: each class a card. */
export const ActivationInEnglish: Story = {
  args: { path: "/office/roster?view=activation", locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Whole school: 40 of 87 (46%)")).toBeVisible();
    const list = within(canvas.getByRole("list", { name: "Accounts activated" }));
    await expect(list.getByText("12 of 29 (41%)")).toBeVisible();
    await expect(list.getByRole("combobox", { name: "Class teacher of 4A" })).toHaveDisplayValue(
      "Chan Mei Ling",
    );
  },
};

/** No students yet: the way to begin. */
export const NoStudentsYet: Story = {
  args: {
    path: "/office/roster?view=activation",
    answers: [
      answer(endpoints.officeActivation, {
        classes: [],
        total: {
          students: 0,
          guardians: 0,
          guardians_active: 0,
          students_active: 0,
          students_without_guardian: 0,
        },
        teachers: [],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("尚未有學生：請先匯入名冊。"),
    ).toBeVisible();
  },
};

/**
 * A class's letters: the question (until when, students with a password too?), then the
 * letters to print; "back" to the classes.
 */
export const PrintLetters: Story = {
  args: { path: "/office/roster?view=activation" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "列印 4B 的學生啟用信" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "4B 的學生啟用信" }));
    const day = dialog.getByLabelText(/^啟用碼有效至/);
    await expect((day as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await userEvent.click(dialog.getByRole("checkbox", { name: /包括已設定密碼的學生/ }));
    await userEvent.clear(day);
    await userEvent.type(day, "2027-01-15");
    await userEvent.click(dialog.getByRole("button", { name: "產生啟用信" }));
    await expect(await canvas.findByText(/4B：已產生 2 封啟用信。/)).toBeVisible();
    await expect(log.last("officeActivationLetters")).toEqual({
      class_name: "4B",
      expires_on: "2027-01-15",
      reissue: true,
    });
    await expect(await canvas.findByRole("article", { name: "陳大文 的啟用信" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "返回" }));
    await expect(await canvas.findByText("全校：40 / 87（46%）")).toBeVisible();
  },
};

/** A day the server refuses: its words beside the field, the dialog open, nothing printed. */
export const LettersDayRefused: Story = {
  args: {
    path: "/office/roster?view=activation",
    answers: [
      answer(endpoints.officeActivation, rosterActivation()),
      refuse(endpoints.officeActivationLetters, 400, "有效日期不可超過一年", {
        fields: [{ field: "expires_on", message: "有效日期不可超過一年" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "列印 4A 的學生啟用信" }));
    const dialog = within(await canvas.findByRole("dialog"));
    // No day: said beside the field, nothing sent.
    await userEvent.clear(dialog.getByLabelText(/^啟用碼有效至/));
    await userEvent.click(dialog.getByRole("button", { name: "產生啟用信" }));
    await expect(await dialog.findByText("請填寫此項")).toBeVisible();
    await expect(log.entries("officeActivationLetters")).toHaveLength(0);
    await userEvent.type(dialog.getByLabelText(/^啟用碼有效至/), "2028-01-01");
    await userEvent.click(dialog.getByRole("button", { name: "產生啟用信" }));
    await expect(await dialog.findByText("有效日期不可超過一年")).toBeVisible();
    await expect(canvas.queryByRole("article")).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};
