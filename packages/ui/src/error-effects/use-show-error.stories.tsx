import { ApiError, useRuntime } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { DialogProvider } from "../dialog/dialog-provider";
import { MessageProvider } from "../message/message";
import { StoryRuntime } from "../testing/story-runtime";

/*
 * The one error path's "please log in first" (spec §8): the sign-in dialog over the page. It
 * says the session ended only to someone who had one; a visitor who never signed in (an
 * element on a school's page, say) is simply asked to sign in.
 */

function AskTheServer() {
  const runtime = useRuntime();
  return (
    <Button
      onClick={() =>
        runtime.reportError(
          new ApiError("libraryRenew", {
            kind: "envelope",
            code: 401,
            msg: "請先登入",
            data: null,
          }),
        )
      }
    >
      查看借閱紀錄
    </Button>
  );
}

function Story(props: { signedIn: boolean; onSignInPrompt: () => boolean }) {
  return (
    <MessageProvider>
      <DialogProvider>
        <StoryRuntime signedIn={props.signedIn} onSignInPrompt={props.onSignInPrompt} showErrors>
          <AskTheServer />
        </StoryRuntime>
      </DialogProvider>
    </MessageProvider>
  );
}

const meta = {
  title: "UI/useShowError",
  component: Story,
  args: { signedIn: true, onSignInPrompt: fn(() => false) },
} satisfies Meta<typeof Story>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, and the server no longer knows the session: the dialog says it ended. */
export const SessionEnded: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "查看借閱紀錄" }));
    await waitFor(() => expect(args.onSignInPrompt).toHaveBeenCalledWith({ reason: "expired" }));
  },
};

/** Never signed in: asked to sign in, not told a session ended that never began. */
export const VisitorIsAskedToSignIn: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "查看借閱紀錄" }));
    await waitFor(() => expect(args.onSignInPrompt).toHaveBeenCalledWith({}));
  },
};
