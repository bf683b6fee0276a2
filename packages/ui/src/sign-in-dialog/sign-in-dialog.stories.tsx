import { useRuntime } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ReactNode } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { phoneFrame } from "../story-helpers/story-helpers";
import { StoryRuntime } from "../testing/story-runtime";
import { SignInDialog } from "./sign-in-dialog";

const meta = {
  title: "UI/SignInDialog",
  component: SignInDialog,
  decorators: [
    phoneFrame,
    (Story) => (
      <StoryRuntime signedIn={false}>
        <Story />
      </StoryRuntime>
    ),
  ],
  args: { open: true, onDone: fn() },
} satisfies Meta<typeof SignInDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asked to sign in for an action (spec §2): the form, nothing more. */
export const AskedForAnAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "登入" });
    await expect(await within(dialog).findByLabelText(/^密碼/)).toBeVisible();
    await expect(within(dialog).queryByText(/登入已逾時/)).toBeNull();
  },
};

/** Asked from a signed-out action that says what for (issue 35, item 30): said first. */
export const AskedToSaveABook: Story = {
  args: { purpose: "登入後即可把這本書加入收藏。" },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole("dialog", { name: "登入" }));
    await expect(dialog.getByRole("status")).toHaveTextContent("登入後即可把這本書加入收藏。");
    await expect(await dialog.findByLabelText(/^密碼/)).toBeVisible();
  },
};

/**
 * The session ended mid-action (issue 17, point 9): a line says why, and that what was typed
 * stays; closing the dialog answers "not signed in".
 */
export const SessionEnded: Story = {
  args: { reason: "expired" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "登入" });
    await expect(within(dialog).getByRole("status")).toHaveTextContent(
      "登入已逾時，請重新登入。你輸入的內容仍會保留，登入後會繼續剛才的操作。",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "關閉" }));
    await expect(args.onDone).toHaveBeenCalledWith(false);
  },
};

/** This device last signed in as a student: the form starts there, not at parent. */
function LastSignedInAsStudent({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  useState(() => runtime.session.getState().rememberLoginType("student"));
  return children;
}

/**
 * A student's session ended (issue 9, item 24): the dialog says why and keeps the student's
 * login type, so the student is not sent to the parent's phone field.
 */
export const StudentSessionEnded: Story = {
  args: { reason: "expired" },
  decorators: [
    (Story) => (
      <LastSignedInAsStudent>
        <Story />
      </LastSignedInAsStudent>
    ),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole("dialog", { name: "登入" });
    await expect(within(dialog).getByRole("status")).toHaveTextContent(/登入已逾時/);
    await expect(await within(dialog).findByRole("radio", { name: "學生" })).toBeChecked();
    await expect(within(dialog).getByRole("textbox", { name: /^帳戶名稱/ })).toBeVisible();
  },
};
