import { endpoints, type Person } from "@campus/contract";
import { answer, callLog, pending, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { officeStaff, peopleOf, rosterActivation } from "../../testing/office-fixtures";
import { PeoplePage } from "./people-page";

/*
 * The school's people: students with their class, number and guardians, and whether each has
 * activated; found by name or number, narrowed by class and status (in the address, sent to the
 * server); an account closed after a question and reopened; a sign-in reset after a question
 * that says what comes next; guardians with their children; staff with their roles; an empty
 * list, a refusal said once, and a reader without the right to change anyone. (The rules are
 * the server's: office/people.test.ts.)
 */

const log = callLog();

const page = (list: Person[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });

const ANSWERS = [
  answer(endpoints.officePeople, (sent) => page(peopleOf(sent.kind as Person["kind"]))),
  answer(endpoints.officeActivation, rosterActivation()),
  answer(endpoints.officePersonStatus, (sent) => ({
    ...peopleOf("student").find((p) => p.id === sent.id)!,
    status: sent.status as Person["status"],
  })),
  answer(endpoints.officePersonReset, (sent) => ({
    ...peopleOf("guardian").find((p) => p.id === sent.id)!,
  })),
  answer(endpoints.officeAddStaff, (sent) => ({
    person: {
      ...peopleOf("staff")[0]!,
      id: 12,
      username: String(sent.username),
      name_zh: String(sent.name_zh),
      name_en: String(sent.name_en),
      roles: sent.office ? ["teacher", "staff"] : ["teacher"],
      activated: false,
    },
    token: "Abc123-setup-token-for-the-story",
    expires_at: "2026-11-30T03:00:00Z",
    phone_hint: "+852 •••• 4567",
  })),
  answer(endpoints.officeStaffLink, (sent) => ({
    person: peopleOf("staff").find((p) => p.id === sent.id)!,
    token: "Xyz789-another-setup-token-here",
    expires_at: "2026-11-30T03:00:00Z",
    phone_hint: "+852 •••• 9876",
  })),
];

/** The people as shown: cards on a phone (the table is in the page, hidden), a table wider. */
const shown = async (canvasElement: HTMLElement, kind = "學生", role = "list") =>
  within(await within(canvasElement).findByRole(role, { name: kind }));

const meta = {
  title: "Office/Screens/People",
  component: ScreenStory,
  args: {
    path: "/office/people",
    route: "/office/people",
    screen: PeoplePage,
    answers: ANSWERS,
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Students in class order: names in both languages, class and number, guardians, activation. */
export const Students: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await shown(canvasElement);
    await expect(await list.findByText("陳大文")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "學生" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(list.getByText("4A 班 1 號 · R26001")).toBeVisible();
    await expect(list.getByText("陳美玲（母親）")).toBeVisible();
    await expect(list.getAllByText("已啟用")).toHaveLength(1);
    await expect(list.getByText("未啟用")).toBeVisible();
    await expect(list.getByText("已離校（帳戶已停用）")).toBeVisible();
    await expect(log.last("officePeople")).toEqual({ pageNum: 1, pageSize: 20, kind: "student" });
    // Who left is reopened, not closed or reset; the others may be closed and reset.
    await expect(canvas.getByRole("button", { name: "重新啟用 黃子晴 的帳戶" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "停用 黃子晴 的帳戶" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "重設 黃子晴 的登入" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "陳大文 的操作紀錄" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/office\/audit\?person=301$/),
    );
    // What the school's features sent them: the outbox, about that person.
    await expect(canvas.getByRole("link", { name: "發給 陳大文 的訊息" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/office\/outbox\?person=301$/),
    );
  },
};

/** A search, a class and a status: each in the address and sent to the server. */
export const FindAndNarrow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await (await shown(canvasElement)).findByText("陳大文");
    await userEvent.type(canvas.getByRole("searchbox", { name: "姓名、英文姓名或學生編號" }), "陳");
    await userEvent.click(canvas.getByRole("button", { name: "搜尋" }));
    await waitFor(() => expect(log.last("officePeople")).toMatchObject({ search: "陳" }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "班別" }), "4B");
    await waitFor(() =>
      expect(log.last("officePeople")).toMatchObject({ search: "陳", class_name: "4B" }),
    );
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "狀態" }), "left");
    await waitFor(() =>
      expect(log.last("officePeople")).toEqual({
        pageNum: 1,
        pageSize: 20,
        kind: "student",
        search: "陳",
        class_name: "4B",
        status: "left",
      }),
    );
  },
};

/** Closing an account asks first and says what it means; then it is done and said. */
export const CloseAnAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "停用 李嘉欣 的帳戶" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "停用 李嘉欣 的帳戶？" }));
    await expect(ask.getByText(/所有紀錄會保留/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "停用帳戶" }));
    await waitFor(() =>
      expect(log.last("officePersonStatus")).toEqual({ id: 302, status: "left" }),
    );
    await expect(await canvas.findByText("已停用 李嘉欣 的帳戶")).toBeVisible();
  },
};

/** Someone who left comes back: reopened at once, no question. */
export const ReopenAnAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "重新啟用 黃子晴 的帳戶" }));
    await waitFor(() =>
      expect(log.last("officePersonStatus")).toEqual({ id: 304, status: "active" }),
    );
    await expect(await canvas.findByText("已重新啟用 黃子晴 的帳戶")).toBeVisible();
  },
};

/** Guardians with their children; a reset says how they sign in again (in English, desktop). */
export const ResetAGuardianInEnglish: Story = {
  args: { path: "/office/people?kind=guardian", locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await shown(canvasElement, "Guardians", "table");
    await expect(await table.findByText("CHAN Mei Ling")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Guardians" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(table.getByText("+852 6123 4001")).toBeVisible();
    await expect(table.getByText("CHAN Siu Man (2B no. 5)")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reset CHAN Mei Ling's sign-in" }));
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "Reset CHAN Mei Ling's sign-in?" }),
    );
    await expect(ask.getByText(/a code texted to \+852 6123 4001/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "Reset sign-in" }));
    await waitFor(() => expect(log.last("officePersonReset")).toEqual({ id: 401 }));
    await expect(await canvas.findByText("CHAN Mei Ling's sign-in is reset")).toBeVisible();
  },
};

/** Staff with their account name and roles; no class filter, nothing to reset. */
export const Staff: Story = {
  args: { path: "/office/people?kind=staff" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await shown(canvasElement, "教職員");
    await expect(await list.findByText("office.demo · 教師 · 校務處")).toBeVisible();
    await expect(canvas.queryByRole("combobox", { name: "班別" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^重設/ })).toBeNull();
    await expect(log.last("officePeople")).toMatchObject({ kind: "staff" });
    // Many at once: the staff list goes through the roster's import.
    await expect(canvas.getByRole("link", { name: "從檔案匯入教職員名單" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/office\/roster$/),
    );
  },
};

/**
 * The server refuses (the office's own account, say): the error catalogue says its reason (the
 * portal's toast); nothing claims success, and the list and the button are as they were.
 */
export const Refused: Story = {
  args: {
    answers: [
      ...ANSWERS,
      refuse(endpoints.officePersonStatus, 409, "不能停用自己的帳戶，請由校務處其他同事處理"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "停用 陳大文 的帳戶" }));
    const ask = within(await canvas.findByRole("alertdialog"));
    await userEvent.click(ask.getByRole("button", { name: "停用帳戶" }));
    await waitFor(() => expect(log.entries("officePersonStatus")).toHaveLength(1));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "停用 陳大文 的帳戶" })).toBeEnabled(),
    );
    await expect(canvas.queryByText("已停用 陳大文 的帳戶")).toBeNull();
    await expect((await shown(canvasElement)).getByText("陳大文")).toBeVisible();
  },
};

/** Nobody matches: said so, with the filters still there to change. */
export const NobodyMatches: Story = {
  args: {
    path: "/office/people?q=zzz",
    answers: [...ANSWERS, answer(endpoints.officePeople, page([]))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("沒有符合篩選條件的人員。")).toBeVisible();
    await expect(canvas.getByRole("searchbox")).toHaveValue("zzz");
  },
};

/** Loading: the list's skeleton, busy for assistive technology. */
export const Loading: Story = {
  args: { answers: [...ANSWERS, pending(endpoints.officePeople)] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector("[aria-busy=true]")).not.toBeNull());
    await expect(within(canvasElement).queryAllByText("陳大文")).toEqual([]);
  },
};

/** A reader who may look but not change anyone: no close, reopen or reset. */
export const ReadOnly: Story = {
  args: {
    user: { ...officeStaff, permissions: { "office.people": ["query", "get"] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await (await shown(canvasElement)).findByText("陳大文");
    await expect(canvas.queryByRole("button", { name: /停用|重新啟用|重設/ })).toBeNull();
    await expect(canvas.getAllByRole("link", { name: /的操作紀錄$/ })).toHaveLength(3);
  },
};

/** Adding a teacher: required fields said beside them, then the one-time link to hand over. */
export const AddATeacher: Story = {
  args: { path: "/office/people?kind=staff" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增教職員" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增教職員" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /^登入名稱/ }), "T Chan");
    await userEvent.type(dialog.getByRole("textbox", { name: /^手機號碼/ }), "1234");
    await userEvent.click(dialog.getByRole("button", { name: "新增並產生設定連結" }));
    await expect(await dialog.findAllByText("請填寫此項")).toHaveLength(2);
    await expect(dialog.getByText(/^須為 3 至 40 個英文字母/)).toBeVisible();
    await expect(dialog.getByText("電話號碼格式不正確")).toBeVisible();
    await expect(log.last("officeAddStaff")).toBeUndefined();

    await userEvent.type(dialog.getByRole("textbox", { name: /^中文姓名/ }), "陳偉文");
    await userEvent.type(dialog.getByRole("textbox", { name: /^英文姓名/ }), "Chan Wai Man");
    await userEvent.clear(dialog.getByRole("textbox", { name: /^登入名稱/ }));
    await userEvent.type(dialog.getByRole("textbox", { name: /^登入名稱/ }), "T.Chan");
    await userEvent.clear(dialog.getByRole("textbox", { name: /^手機號碼/ }));
    await userEvent.type(dialog.getByRole("textbox", { name: /^手機號碼/ }), "6123 4567");
    await userEvent.click(dialog.getByRole("checkbox", { name: /校務處同事/ }));
    await userEvent.click(dialog.getByRole("button", { name: "新增並產生設定連結" }));
    await waitFor(() =>
      expect(log.last("officeAddStaff")).toEqual({
        name_zh: "陳偉文",
        name_en: "Chan Wai Man",
        username: "t.chan",
        country_code: "852",
        phone: "61234567",
        office: true,
      }),
    );
    const made = within(await canvas.findByRole("dialog", { name: "陳偉文 的設定連結" }));
    await expect(made.getByText(/連結會發送驗證碼到 \+852 •••• 4567/)).toBeVisible();
    await expect(
      made.getByText(/\/parent_student\/setup\?token=Abc123-setup-token-for-the-story$/),
    ).toBeVisible();
    await expect(made.getByRole("img", { name: "陳偉文 的設定連結二維碼" })).toBeVisible();
    await userEvent.click(made.getByRole("button", { name: "完成" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};

/** An account name already taken: the server's words beside it, the dialog and its values kept. */
export const AccountNameTaken: Story = {
  args: {
    path: "/office/people?kind=staff",
    answers: [
      ...ANSWERS,
      refuse(endpoints.officeAddStaff, 400, "請完成表格", {
        fields: [{ field: "username", message: "此登入名稱已被使用，請另選一個" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增教職員" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增教職員" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /^中文姓名/ }), "黃老師");
    await userEvent.type(dialog.getByRole("textbox", { name: /^英文姓名/ }), "Wong Ka Yan");
    await userEvent.type(dialog.getByRole("textbox", { name: /^登入名稱/ }), "t.wong");
    await userEvent.type(dialog.getByRole("textbox", { name: /^手機號碼/ }), "61234567");
    await userEvent.click(dialog.getByRole("button", { name: "新增並產生設定連結" }));
    await expect(await dialog.findByText("此登入名稱已被使用，請另選一個")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^中文姓名/ })).toHaveValue("黃老師");
  },
};

/** A teacher who lost their password: a new link after a question (in English, desktop). */
export const NewLinkForStaffInEnglish: Story = {
  args: { path: "/office/people?kind=staff", locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "New set-up link for Lee Chi Ming" }),
    );
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "Make a new set-up link for Lee Chi Ming?" }),
    );
    await expect(ask.getByText(/earlier links stop working/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "Set-up link" }));
    await waitFor(() => expect(log.last("officeStaffLink")).toEqual({ id: 9 }));
    const made = within(
      await canvas.findByRole("dialog", { name: "Set-up link for Lee Chi Ming" }),
    );
    await expect(made.getByText(/texts a code to \+852 •••• 9876/)).toBeVisible();
  },
};
