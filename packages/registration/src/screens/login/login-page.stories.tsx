import { endpoints } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  demoSchool,
  guardian,
  registrationAnswers,
  withKeeper,
} from "../../testing/registration-fixtures";
import { LoginPage } from "./login-page";

const log = callLog();
const signedIn = answer(endpoints.registrationLogin, {
  token: "guardian-token",
  expires_at: "2026-12-24T00:00:00.000Z",
  user: guardian,
});

const meta = {
  title: "Registration/Screens/Login",
  component: ScreenStory,
  args: {
    path: "/registration/login?xschoolCode=DEMO",
    route: "/registration/login",
    screen: withKeeper(LoginPage, { schoolCode: null }),
    answers: [...registrationAnswers(), signedIn],
    user: null,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The school of the entry link, its intake and window, and the phone form. */
export const SchoolAndPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "校園示範學校" })).toBeVisible();
    await expect(canvas.getByText("2027/28 學年入學")).toBeVisible();
    await expect(canvas.getByText(/^報名日期：2026年9月1日 至 2027年1月29日$/)).toBeVisible();
    await expect(canvas.getByLabelText(/^地區/)).toHaveValue("852");
    await expect(canvas.getByRole("button", { name: "發送驗證碼" })).toBeEnabled();
  },
};

/** A code is sent once the phone is right; the wait is the server's; the demo shows the code. */
export const SendCodeThenSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByLabelText(/^手機號碼/);
    const send = canvas.getByRole("button", { name: "發送驗證碼" });
    await userEvent.type(phone, "9123");
    await userEvent.click(send);
    await expect(await canvas.findByText("電話號碼格式不正確")).toBeVisible();
    await expect(log.entries("registrationSendCode")).toHaveLength(0);

    await userEvent.type(phone, " 4567");
    await userEvent.click(send);
    await expect(
      await canvas.findByText(/^驗證碼已傳送至 \+852 91234567。 示範模式：驗證碼是 482916$/),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: /秒後可重新發送$/ })).toBeDisabled();
    await expect(log.last("registrationSendCode")).toEqual({
      country_code: "852",
      phone: "9123 4567",
      school_code: "DEMO",
    });
    await expect(canvas.getByLabelText(/^驗證碼/)).toHaveFocus();

    await userEvent.type(canvas.getByLabelText(/^驗證碼/), "482916");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    // A returning guardian (one application) goes to the history.
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/registration/history?xschoolCode=DEMO",
    );
    await expect(log.last("registrationLogin")).toMatchObject({
      country_code: "852",
      code: "482916",
      school_code: "DEMO",
      lang: "zh-TW",
    });
  },
};

/** A guardian signed in already (a new tab, a link followed again) is not asked again. */
export const SignedInAlready: Story = {
  args: { user: guardian },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/registration/history?xschoolCode=DEMO",
    );
    await expect(canvas.queryByLabelText(/^手機號碼/)).toBeNull();
    await expect(log.entries("registrationLogin")).toHaveLength(0);
  },
};

/**
 * A parent signed in with the school account: told before signing in by phone that it replaces
 * that account here, and after, the guardian is who the page (and every element) has (item 9).
 */
export const SchoolAccountSignedIn: Story = {
  args: { user: parentUser() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "你正以陳大文的學校帳戶登入。以手機號碼登入報名後，此裝置上的學校帳戶會登出。",
      ),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^手機號碼/), "9123 4567");
    await userEvent.click(canvas.getByRole("button", { name: "發送驗證碼" }));
    await userEvent.type(await canvas.findByLabelText(/^驗證碼/), "482916");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/registration/history?xschoolCode=DEMO",
    );
  },
};

/** Sent here by a link while signed out: after the sign-in, the link's page, not the history. */
export const BackToTheLink: Story = {
  args: {
    path: "/registration/login?xschoolCode=DEMO&redirect=%2Fregistration%2Fhistory%2F9%3FxschoolCode%3DDEMO",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^手機號碼/), "9123 4567");
    await userEvent.click(canvas.getByRole("button", { name: "發送驗證碼" }));
    await userEvent.type(await canvas.findByLabelText(/^驗證碼/), "482916");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/registration/history/9?xschoolCode=DEMO",
    );
  },
};

/** Signing in with nothing typed: every field says what it needs, nothing is sent. */
export const SubmitEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "登入" }));
    await expect(canvas.getByText("請完成表格")).toBeVisible();
    await expect(canvas.getByLabelText(/^手機號碼/)).toHaveFocus();
    await expect(canvas.getAllByText("請填寫此項")).toHaveLength(2);
    await expect(log.entries("registrationLogin")).toHaveLength(0);
  },
};

/** A wrong code: the server's words beside the code, which the guardian can correct. */
export const WrongCode: Story = {
  args: {
    answers: [
      ...registrationAnswers(),
      refuse(endpoints.registrationLogin, 400, "請完成表格", {
        fields: [{ field: "code", message: "驗證碼不正確或已過期" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^手機號碼/), "91234567");
    await userEvent.type(canvas.getByLabelText(/^驗證碼/), "000000");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(await canvas.findByText("驗證碼不正確或已過期")).toBeVisible();
    await expect(canvas.getByLabelText(/^驗證碼/)).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(canvas.getByLabelText(/^驗證碼/));
    await userEvent.type(canvas.getByLabelText(/^驗證碼/), "482916");
    await waitFor(() => expect(canvas.queryByText("驗證碼不正確或已過期")).toBeNull());
  },
};

/** Asking again too soon: the server's wait, said beside the phone. */
export const CodeTooSoon: Story = {
  args: {
    answers: [
      ...registrationAnswers(),
      refuse(endpoints.registrationSendCode, 429, "請於 42 秒後再索取驗證碼"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^手機號碼/), "91234567");
    await userEvent.click(canvas.getByRole("button", { name: "發送驗證碼" }));
    await expect(await canvas.findByText("請於 42 秒後再索取驗證碼")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "發送驗證碼" })).toBeEnabled();
  },
};

/** No code in the address: the guardian types the school's code, checked for its form. */
export const TypeTheSchoolCode: Story = {
  args: { path: "/registration/login" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByLabelText("學校代碼");
    await userEvent.click(canvas.getByRole("button", { name: "繼續" }));
    await expect(canvas.getByText("請填寫此項")).toBeVisible();
    await userEvent.type(code, "de mo");
    await userEvent.click(canvas.getByRole("button", { name: "繼續" }));
    await expect(canvas.getByText("內容不正確")).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, "demo");
    await userEvent.click(canvas.getByRole("button", { name: "繼續" }));
    await expect(await canvas.findByRole("heading", { name: "校園示範學校" })).toBeVisible();
  },
};

/** A code no school has: said in place, with the code form to try another. */
export const UnknownSchool: Story = {
  args: { path: "/registration/login?xschoolCode=NOPE" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^找不到此學校代碼/)).toBeVisible();
    await expect(canvas.getByLabelText("學校代碼")).toHaveValue("NOPE");
  },
};

/** Outside the school's window: said before the guardian types anything. */
export const WindowClosed: Story = {
  args: { answers: [...registrationAnswers({ school: demoSchool({ open: false }) }), signedIn] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^本校現時不接受報名/)).toBeVisible();
  },
};

/** In English, on a phone. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Sign in to apply for a place" }),
    ).toBeVisible();
    await expect(await canvas.findByText("Admission for 2027/28")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sign in" })).toBeVisible();
  },
};

/** A Macau school: its families' phones start at +853, the school's region. */
export const MacauSchool: Story = {
  args: {
    answers: [
      ...registrationAnswers({
        school: demoSchool({
          school: { code: "DEMO", name: "澳門示範學校", region: "mo", phone_region: "853" },
        }),
      }),
      signedIn,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "澳門示範學校" })).toBeVisible();
    await expect(canvas.getByLabelText(/^地區/)).toHaveValue("853");
  },
};
