import { ApiError } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { SignInForm } from "./sign-in-form";

/** What the reference server answers (envelopes), as the API client reports them. */
const refused = (msg: string, code = 400, data: unknown = null) =>
  new ApiError("login", { kind: "envelope", code, msg, data });

const meta = {
  title: "UI/SignInForm",
  component: SignInForm,
  args: { locale: "zh-TW", onLocaleChange: fn(), onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ParentWithPhoneNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "家長" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("請完成表格");
    await expect(canvas.getAllByText("請填寫此項")).toHaveLength(2);

    const phone = canvas.getByRole("textbox", { name: /^電話號碼/ });
    await userEvent.type(phone, "9123456");
    await userEvent.type(canvas.getByLabelText(/^密碼/), "campus2026");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(await canvas.findByText("電話號碼格式不正確")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // A Macau number has 8 digits too; a mainland one has 11 and starts 1[3-9].
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /^電話地區/ }), "86");
    await userEvent.clear(phone);
    await userEvent.type(phone, "13812345678");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: "parent",
        countryCode: "86",
        username: "13812345678",
        password: "campus2026",
      }),
    );
  },
};

/**
 * A parent whose account the school made (from its roster) has no password: a code texted to
 * the mobile signs them in. The phone is checked before a code is asked for.
 */
export const ParentSignsInByCode: Story = {
  args: { onSendCode: fn(async () => 60), onCodeSubmit: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "改用短訊驗證碼" }));
    await expect(canvas.queryByLabelText(/^密碼/)).toBeNull();
    // The button that sends a code loads with the code sign-in.
    const send = await canvas.findByRole("button", { name: "發送驗證碼" });
    await userEvent.click(send);
    await expect(await canvas.findByText("請填寫此項")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^電話號碼/ })).toHaveFocus();
    await expect(args.onSendCode).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole("textbox", { name: /^電話號碼/ }), "6123 4001");
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onSendCode).toHaveBeenCalledWith({
        type: "parent",
        country_code: "852",
        phone: "6123 4001",
      }),
    );
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "如號碼已登記，驗證碼已傳送。",
    );
    await expect(await canvas.findByRole("button", { name: /秒後可重新發送/ })).toBeDisabled();
    const code = canvas.getByRole("textbox", { name: /^驗證碼/ });
    await expect(code).toHaveFocus();

    await userEvent.type(code, "12a");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(await canvas.findByText("請輸入 6 位數字驗證碼")).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("請完成表格");
    await userEvent.clear(code);
    await userEvent.type(code, "123456");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await waitFor(() =>
      expect(args.onCodeSubmit).toHaveBeenCalledWith({
        type: "parent",
        country_code: "852",
        phone: "6123 4001",
        code: "123456",
      }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Back to the password, for those who have one.
    await userEvent.click(canvas.getByRole("button", { name: "改用密碼" }));
    await expect(canvas.getByLabelText(/^密碼/)).toBeVisible();
  },
};

/** A wrong or spent code is said beside the form, in place. */
/** A parent who forgot their password: signed in by a code, told where to set a new one. */
export const ParentForgotPassword: Story = {
  args: { onSendCode: fn(async () => 60), onCodeSubmit: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "忘記密碼？" }));
    await expect(canvas.queryByLabelText(/^密碼/)).toBeNull();
    await expect(await canvas.findByRole("button", { name: "發送驗證碼" })).toBeVisible();
    await expect(canvas.getByText(/然後在帳戶選單的「密碼」設定新密碼/)).toHaveAttribute(
      "role",
      "status",
    );
    await expect(canvas.getByRole("button", { name: "改用密碼" })).toBeVisible();
  },
};

/**
 * A teacher from the school's staff list has no password either: a code to the mobile the list
 * gives them signs them in. Their sign-in name is set aside while they use the mobile, and back
 * when they return to a password.
 */
export const TeacherSignsInByCode: Story = {
  args: {
    locale: "en-US",
    defaultType: "teacher",
    onSendCode: fn(async () => 60),
    onCodeSubmit: fn(async () => undefined),
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Username/ }), "t.wong");
    await userEvent.click(canvas.getByRole("button", { name: "Use a text message code instead" }));
    const phone = canvas.getByRole("textbox", { name: /^Phone number/ });
    await expect(phone).toHaveValue("");
    await expect(canvas.getByRole("combobox", { name: /^Phone region/ })).toHaveValue("852");
    await userEvent.type(phone, "9876 5432");
    await userEvent.click(await canvas.findByRole("button", { name: "Send verification code" }));
    await waitFor(() =>
      expect(args.onSendCode).toHaveBeenCalledWith({
        type: "teacher",
        country_code: "852",
        phone: "9876 5432",
      }),
    );
    await userEvent.type(canvas.getByRole("textbox", { name: /^Code/ }), "654321");
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await waitFor(() =>
      expect(args.onCodeSubmit).toHaveBeenCalledWith({
        type: "teacher",
        country_code: "852",
        phone: "9876 5432",
        code: "654321",
      }),
    );

    await userEvent.click(canvas.getByRole("button", { name: "Use a password instead" }));
    await expect(canvas.getByRole("textbox", { name: /^Username/ })).toHaveValue("t.wong");
    await expect(canvas.queryByRole("combobox", { name: /^Phone region/ })).toBeNull();
  },
};

/** A student has no mobile of their own to sign in by: the office gives a new letter. */
export const StudentForgotPassword: Story = {
  args: {
    locale: "en-US",
    defaultType: "student",
    onSendCode: fn(async () => 60),
    onCodeSubmit: fn(),
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole("button", { name: "Use a text message code instead" }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Forgot your password?" }));
    await expect(
      canvas.getByText("Please ask the school office to reset your password."),
    ).toBeVisible();
    // Still the password sign-in: nothing else changed, nothing sent.
    await expect(canvas.getByLabelText(/^Password/)).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const CodeRefused: Story = {
  args: {
    onSendCode: fn(async () => 60),
    onCodeSubmit: fn(async () => {
      throw refused("驗證碼不正確或已失效，請重新發送");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "改用短訊驗證碼" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^電話號碼/ }), "61234001");
    await userEvent.type(canvas.getByRole("textbox", { name: /^驗證碼/ }), "654321");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "驗證碼不正確或已失效，請重新發送",
    );
  },
};

/** Hong Kong parents type the space; others the country prefix: both are the number. */
export const PhoneNumberAsTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^電話號碼/ }), "+852 9123 4567");
    await userEvent.type(canvas.getByLabelText(/^密碼/), "campus2026");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(canvas.queryByText("電話號碼格式不正確")).toBeNull();
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: "parent",
        countryCode: "852",
        username: "91234567",
        password: "campus2026",
      }),
    );
  },
};

export const StaffWithAccountName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "教職員" }));
    await expect(canvas.queryByRole("combobox", { name: /^電話地區/ })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /^帳戶名稱/ }), "  t.wong ");
    await userEvent.type(canvas.getByLabelText(/^密碼/), "campus2026{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: "teacher",
        countryCode: undefined,
        username: "t.wong",
        password: "campus2026",
      }),
    );
  },
};

export const WrongPasswordShownInPlace: Story = {
  args: { onSubmit: fn(async () => Promise.reject(refused("帳戶或密碼不正確"))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "學生" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^帳戶名稱/ }), "s2026001");
    await userEvent.type(canvas.getByLabelText(/^密碼/), "wrong");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("帳戶或密碼不正確");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Nothing typed is lost: the user corrects the password only.
    await expect(canvas.getByRole("textbox", { name: /^帳戶名稱/ })).toHaveValue("s2026001");
    await expect(canvas.getByRole("button", { name: "登入" })).toBeEnabled();
  },
};

export const ServerFieldErrorsBesideTheirFields: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        refused("電話號碼格式不正確", 400, {
          fields: [{ field: "username", message: "電話號碼格式不正確" }],
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole("textbox", { name: /^電話號碼/ });
    await userEvent.type(phone, "91234567");
    await userEvent.type(canvas.getByLabelText(/^密碼/), "campus2026");
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await waitFor(() => expect(phone).toBeInvalid());
    await expect(phone).toHaveAccessibleDescription("電話號碼格式不正確");
  },
};

export const NetworkFailureShownInPlace: Story = {
  parameters: { locale: "en-US" },
  args: {
    locale: "en-US",
    onSubmit: fn(async () =>
      Promise.reject(new ApiError("login", { kind: "network", body: null })),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Phone number/ }), "91234567");
    await userEvent.type(canvas.getByLabelText(/^Password/), "campus2026");
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Network connection error");
  },
};

export const SwitchesLanguage: Story = {
  parameters: { locale: "en-US" },
  args: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Staff")).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Language" }), "zh-CN");
    await expect(args.onLocaleChange).toHaveBeenCalledWith("zh-CN");
  },
};

export const SimplifiedChinese: Story = {
  parameters: { locale: "zh-CN" },
  args: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^手机号码/ }), "1234");
    await userEvent.click(canvas.getByRole("button", { name: "登录" }));
    await expect(await canvas.findByText("手机号码格式不正确")).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("请完善表单");
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = frameOf(canvasElement).getBoundingClientRect();
    for (const control of [
      canvas.getByRole("radiogroup"),
      ...canvas.getAllByRole("combobox"),
      canvas.getByRole("textbox"),
      canvas.getByRole("button", { name: "登入" }),
    ]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    }
    await expect(canvas.getByRole("textbox", { name: /^電話號碼/ })).toHaveAttribute(
      "inputmode",
      "tel",
    );
  },
};
