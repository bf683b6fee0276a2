import type { Meta, StoryObj } from "@storybook/react-vite";
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
