import { endpoints } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import { answer, callLog, pending, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PasswordDialog } from "./password-dialog";

const log = callLog();
const closed = fn();

/** The dialog as the account menu opens it. */
function Opened() {
  return <PasswordDialog onClose={closed} />;
}

const saved = (count: number) =>
  answer(endpoints.accountSetPassword, { other_sessions_ended: count });
const state = (has_password: boolean, current_needed: boolean) =>
  answer(endpoints.accountPassword, { has_password, current_needed });

const meta = {
  title: "Portal/Account/PasswordDialog",
  component: ScreenStory,
  args: {
    path: "/library/home",
    route: "/library/home",
    screen: Opened,
    answers: [state(true, true), saved(2)],
    user: parentUser(),
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
  beforeEach: () => {
    closed.mockClear();
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A password in use: asked first; the new one typed twice, then saved, others signed out. */
export const ChangeIt: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await expect(dialog.getByRole("heading", { name: "登入密碼" })).toBeVisible();
    await expect(await dialog.findByText("更改用來登入的密碼。")).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^目前的密碼/), "campus2026");
    await userEvent.type(dialog.getByLabelText(/^新密碼/), "lantern2027");
    await userEvent.type(dialog.getByLabelText(/^再次輸入新密碼/), "lantern2027");
    await userEvent.click(dialog.getByRole("button", { name: "儲存密碼" }));
    await waitFor(() => expect(closed).toHaveBeenCalledOnce());
    await expect(log.last("accountSetPassword")).toEqual({
      current_password: "campus2026",
      password: "lantern2027",
    });
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        "密碼已儲存，其他 2 部裝置已登出。",
      ),
    ).toBeVisible();
  },
};

/** Each field says what is wrong before anything is sent; the typed text stays. */
export const ToldWhatIsWrong: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await userEvent.type(await dialog.findByLabelText(/^新密碼/), "short");
    await userEvent.type(dialog.getByLabelText(/^再次輸入新密碼/), "shorter");
    await userEvent.click(dialog.getByRole("button", { name: "儲存密碼" }));
    await expect(await dialog.findByText("請填寫此項")).toBeVisible();
    await expect(dialog.getByText("密碼最少 8 個字元，須包括英文字母及數字")).toBeVisible();
    await expect(dialog.getByText("兩次輸入的密碼不一樣")).toBeVisible();
    await expect(dialog.getByLabelText(/^新密碼/)).toHaveValue("short");
    await expect(log.entries("accountSetPassword")).toHaveLength(0);
    await expect(closed).not.toHaveBeenCalled();
  },
};

/** The server's refusal of the password in use is said beside it; the dialog stays open. */
export const WrongCurrentPassword: Story = {
  args: {
    answers: [
      state(true, true),
      refuse(endpoints.accountSetPassword, 400, "目前的密碼不正確", {
        fields: [{ field: "current_password", message: "目前的密碼不正確" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await userEvent.type(await dialog.findByLabelText(/^目前的密碼/), "not-it-1");
    await userEvent.type(dialog.getByLabelText(/^新密碼/), "lantern2027");
    await userEvent.type(dialog.getByLabelText(/^再次輸入新密碼/), "lantern2027");
    await userEvent.click(dialog.getByRole("button", { name: "儲存密碼" }));
    await expect(await dialog.findByText("目前的密碼不正確")).toBeVisible();
    await expect(dialog.getByLabelText(/^目前的密碼/)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabelText(/^新密碼/)).toHaveValue("lantern2027");
    await expect(closed).not.toHaveBeenCalled();
  },
};

/** An account the school made: no password yet, none asked; saved with no one else signed out. */
export const FirstPassword: Story = {
  parameters: { locale: "en-US" },
  args: { answers: [state(false, false), saved(0)], locale: "en-US" },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await expect(await dialog.findByText(/Your account has no password yet/)).toBeVisible();
    await expect(dialog.queryByLabelText(/^Current password/)).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^New password(?! again)/), "harbour2027");
    await userEvent.type(dialog.getByLabelText(/^New password again/), "harbour2027");
    await userEvent.click(dialog.getByRole("button", { name: "Save password" }));
    await waitFor(() => expect(closed).toHaveBeenCalledOnce());
    await expect(log.last("accountSetPassword")).toEqual({ password: "harbour2027" });
    await expect(
      await within(canvasElement.ownerDocument.body).findByText("Password saved."),
    ).toBeVisible();
  },
};

/** Just signed in by a texted code, having forgotten it: a new one without the old. */
export const ForgotItSignedInByCode: Story = {
  parameters: { locale: "zh-CN" },
  args: { answers: [state(true, false), saved(1)], locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await expect(await dialog.findByText(/你刚用短信验证码登录/)).toBeVisible();
    await expect(dialog.queryByLabelText(/^当前密码/)).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^新密码/), "harbour2027");
    await userEvent.type(dialog.getByLabelText(/^再次输入新密码/), "harbour2027");
    await userEvent.click(dialog.getByRole("button", { name: "保存密码" }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        "密码已保存，其他 1 台设备已退出登录。",
      ),
    ).toBeVisible();
  },
};

/** The account could not be read: said so, with a way to try again that asks anew. */
export const CouldNotLoad: Story = {
  args: { answers: [refuse(endpoints.accountPassword, 500)] },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await expect(await dialog.findByText("未能讀取帳戶資料。")).toHaveAttribute("role", "alert");
    await userEvent.click(dialog.getByRole("button", { name: "再試一次" }));
    await waitFor(() => expect(log.entries("accountPassword")).toHaveLength(2));
  },
};

/** Still asking: a placeholder where the form will be. */
export const Loading: Story = {
  args: { answers: [pending(endpoints.accountPassword)] },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await expect(dialog.getByRole("heading", { name: "登入密碼" })).toBeVisible();
    await expect(dialog.queryByRole("button", { name: "儲存密碼" })).toBeNull();
  },
};
