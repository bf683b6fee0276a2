import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { phoneFrame } from "../story-helpers/story-helpers";
import { StoryRuntime } from "../testing/story-runtime";
import { RequireSignIn } from "./require-sign-in";

function Guarded({
  signedIn,
  onSignInPrompt,
}: {
  signedIn: boolean;
  onSignInPrompt: () => boolean;
}) {
  return (
    <StoryRuntime signedIn={signedIn} onSignInPrompt={onSignInPrompt}>
      <RequireSignIn why="登入後可查看借閱、預約、收藏及書評。">
        <p>my records</p>
      </RequireSignIn>
    </StoryRuntime>
  );
}

const meta = {
  title: "UI/RequireSignIn",
  component: Guarded,
  args: { signedIn: false, onSignInPrompt: fn(() => false) },
} satisfies Meta<typeof Guarded>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, the page is not shown: the reason, and a button that asks the surface to sign in. */
export const SignedOutIsOfferedToSignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("my records")).toBeNull();
    await expect(canvas.getByText("請先登入")).toBeVisible();
    await expect(canvas.getByText("登入後可查看借閱、預約、收藏及書評。")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(args.onSignInPrompt).toHaveBeenCalledTimes(1);
  },
};

export const SignedInSeesThePage: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText("my records")).toBeVisible();
    await expect(args.onSignInPrompt).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Please log in first")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Log in" })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "登入" })).toBeVisible();
  },
};
