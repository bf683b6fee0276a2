import { endpoints, type SetupLink } from "@campus/contract";
import { teacherUser } from "@campus/contract/fixtures";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SetupPage } from "./setup-page";

const log = callLog();
const TOKEN = "k3yK3yk3yK3yk3yK3yk3yK3yk3yK3yk3yK3yk3yK3y";
const EXPIRES = "2026-11-30T08:00:00.000Z";

const firstStart: SetupLink = { kind: "school", school: null, office: null, expires_at: EXPIRES };
const officeLink: SetupLink = {
  kind: "office",
  school: {
    code: "STM",
    name_zh: "聖瑪利小學",
    name_cn: "圣玛利小学",
    name_en: "St Mary's Primary School",
    region: "mo",
  },
  office: {
    name_zh: "聖瑪利小學校務處",
    name_en: "St Mary's Primary School Office",
    username: "office.stm",
    phone_hint: "+853 •••• 3456",
    school_office: true,
  },
  expires_at: EXPIRES,
};
const signedIn = answer(endpoints.setupFinish, {
  token: "office-token",
  expires_at: "2026-12-29T00:00:00.000Z",
  user: teacherUser({ user_name: "聖瑪利小學校務處", roles: ["teacher", "staff"] }),
});
/** Lets the held answer to "send the code" go. */
let release = (): void => undefined;
const sentLater = answer(
  endpoints.setupSendCode,
  () =>
    new Promise((resolve) => {
      release = () => resolve({ resend_after: 60, expires_in: 300 });
    }),
);
const officeAnswers = [
  answer(endpoints.setupLink, officeLink),
  answer(endpoints.setupSendCode, { resend_after: 60, expires_in: 300 }),
  signedIn,
];

const meta = {
  title: "Portal/Pages/SetupPage",
  component: ScreenStory,
  args: {
    path: `/setup?token=${TOKEN}`,
    route: "/setup",
    screen: SetupPage,
    answers: officeAnswers,
    user: null,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first start: the school is created; bad fields are said beside them, nothing is sent. */
export const CreateTheSchool: Story = {
  args: {
    answers: [
      answer(endpoints.setupLink, firstStart),
      answer(endpoints.setupSchool, { token: "office-token-0000000000", link: officeLink }),
      ...officeAnswers.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/這部伺服器還沒有學校/)).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: /^學校代碼/ }), "x");
    await userEvent.type(canvas.getByRole("textbox", { name: /^校務處手機號碼/ }), "12");
    await userEvent.click(canvas.getByRole("button", { name: "建立學校" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    await expect(canvas.getByText("請輸入 2 至 16 個英文字母或數字")).toBeVisible();
    await expect(canvas.getByText("電話號碼格式不正確")).toBeVisible();
    await expect(log.entries("setupSchool")).toHaveLength(0);

    await userEvent.clear(canvas.getByRole("textbox", { name: /^學校代碼/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^學校代碼/ }), "stm");
    await userEvent.type(
      canvas.getByRole("textbox", { name: /^學校中文名稱（繁體）/ }),
      "聖瑪利小學",
    );
    await userEvent.type(
      canvas.getByRole("textbox", { name: /^學校英文名稱/ }),
      "St Mary's Primary School",
    );
    // Macau: the office's mobile follows the school's region until someone picks one.
    await userEvent.click(canvas.getByRole("radio", { name: "澳門" }));
    await expect(canvas.getByRole("combobox", { name: /^手機所屬地區/ })).toHaveValue("853");
    await userEvent.clear(canvas.getByRole("textbox", { name: /^校務處手機號碼/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^校務處手機號碼/ }), "6612 3456");
    await userEvent.click(canvas.getByRole("button", { name: "建立學校" }));

    // On to the office's own step, with the link the answer gave.
    await expect(
      await canvas.findByText(/聖瑪利小學校務處帳戶：先發送驗證碼到 \+853 •••• 3456/),
    ).toBeVisible();
    await expect(log.last("setupSchool")).toMatchObject({
      token: TOKEN,
      code: "STM",
      name_zh: "聖瑪利小學",
      region: "mo",
      office_country_code: "853",
      office_phone: "66123456",
    });
  },
};

/** A teacher the office added: their own account's set-up, in their name (English, desktop). */
export const AStaffMembersOwnAccount: Story = {
  args: {
    locale: "en-US",
    answers: [
      ...officeAnswers,
      answer(endpoints.setupLink, {
        ...officeLink,
        office: {
          name_zh: "陳偉文",
          name_en: "Chan Wai Man",
          username: "t.chan",
          phone_hint: "+853 •••• 3456",
          school_office: false,
        },
      }),
    ],
  },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Set up your staff account" }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "St Mary's Primary School · Chan Wai Man: send a code to +853 •••• 3456, then choose your own password.",
      ),
    ).toBeVisible();
    await expect(canvas.getByText("t.chan")).toBeVisible();
  },
};

/** A code to the office phone, the password twice, and the office is signed in at home. */
export const FinishTheOfficeAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("office.stm")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "發送驗證碼" }));
    await expect(await canvas.findByText("驗證碼已發送，5 分鐘內有效。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /秒後可重新發送$/ })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: /^驗證碼/ })).toHaveFocus();

    await userEvent.type(canvas.getByRole("textbox", { name: /^驗證碼/ }), "482916");
    await userEvent.type(canvas.getByLabelText(/^新密碼/), "Office2026");
    await userEvent.type(canvas.getByLabelText(/^再次輸入新密碼/), "Office2025");
    await userEvent.click(canvas.getByRole("button", { name: "完成設定並登入" }));
    await expect(await canvas.findByText("兩次輸入的密碼不一樣")).toBeVisible();
    await expect(log.entries("setupFinish")).toHaveLength(0);

    await userEvent.clear(canvas.getByLabelText(/^再次輸入新密碼/));
    await userEvent.type(canvas.getByLabelText(/^再次輸入新密碼/), "Office2026");
    await userEvent.click(canvas.getByRole("button", { name: "完成設定並登入" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/calendar/PersonalOverview",
    );
    await expect(log.last("setupFinish")).toEqual({
      token: TOKEN,
      code: "482916",
      password: "Office2026",
      lang: "zh-TW",
    });
  },
};

/** The code's answer comes late, while the office types its password: focus stays where it is. */
export const CodeSentWhileTyping: Story = {
  args: {
    answers: [officeAnswers[0]!, sentLater, signedIn],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "發送驗證碼" }));
    await userEvent.type(canvas.getByLabelText(/^新密碼/), "Office");
    release();
    await expect(await canvas.findByText("驗證碼已發送，5 分鐘內有效。")).toBeVisible();
    await userEvent.keyboard("2026");
    await expect(canvas.getByLabelText(/^新密碼/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^新密碼/)).toHaveValue("Office2026");
    await expect(canvas.getByRole("textbox", { name: /^驗證碼/ })).toHaveValue("");
  },
};

/** A wrong code: the server's words, and the form keeps what was typed. */
export const WrongCode: Story = {
  args: {
    answers: [...officeAnswers.slice(0, 2), refuse(endpoints.setupFinish, 400, "驗證碼不正確")],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^驗證碼/ }), "000000");
    await userEvent.type(canvas.getByLabelText(/^新密碼/), "Office2026");
    await userEvent.type(canvas.getByLabelText(/^再次輸入新密碼/), "Office2026");
    await userEvent.click(canvas.getByRole("button", { name: "完成設定並登入" }));
    await expect(await canvas.findByText("驗證碼不正確")).toHaveAttribute("role", "alert");
    await expect(canvas.getByLabelText(/^新密碼/)).toHaveValue("Office2026");
  },
};

/** A used link: said plainly, with the way to sign in. */
export const LinkUsed: Story = {
  args: {
    answers: [refuse(endpoints.setupLink, 400, "這條設定連結已經用過。請用設定的密碼登入")],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "無法使用這條設定連結" }),
    ).toBeVisible();
    await expect(canvas.getByText("這條設定連結已經用過。請用設定的密碼登入")).toHaveAttribute(
      "role",
      "alert",
    );
    await expect(canvas.getByRole("link", { name: "前往登入" })).toHaveAttribute("href", "/login");
  },
};

/** An address without the link's code: nothing asked of the server. */
export const NoToken: Story = {
  args: { path: "/setup" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/網址缺少連結的代碼/)).toHaveAttribute("role", "alert");
    await waitFor(() => expect(log.entries("setupLink")).toHaveLength(0));
  },
};

/** English at 360 px: every word in the reader's language, nothing off the screen. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "St Mary's Primary School's office account: we text a code to +853 •••• 3456, then you choose a password.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Finish and sign in" })).toBeVisible();
    const box = canvas.getByRole("button", { name: "Text me a code" }).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().left + 360);
  },
};

/** Simplified Chinese: the school's name in its Simplified form. */
export const InSimplifiedChinese: Story = {
  args: { locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^圣玛利小学校务处账号：先发送验证码到 \+853 •••• 3456/),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "完成设置并登录" })).toBeVisible();
  },
};
