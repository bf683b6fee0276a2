import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LibraryStory } from "../testing/library-story";
import { RequireReader } from "./require-reader";

const Guarded = () => (
  <RequireReader>
    <p>my records</p>
  </RequireReader>
);

const meta = {
  title: "Library/RequireReader",
  component: LibraryStory,
  args: {
    path: "/mine",
    route: "/mine",
    screen: Guarded,
    handlers: {},
    user: null,
    onSignInPrompt: fn(() => false),
  },
} satisfies Meta<typeof LibraryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutIsOfferedToLogIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("my records")).toBeNull();
    await expect(canvas.getByText("登入後可查看借閱、預約、收藏及書評。")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(args.onSignInPrompt).toHaveBeenCalledTimes(1);
  },
};

export const SignedInSeesThePage: Story = {
  args: { user: parentUser() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("my records")).toBeVisible();
  },
};
