import { endpoints } from "@campus/contract";
import { parentUser, studentUser } from "@campus/contract/fixtures";
import { answer, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { AccountDialog } from "./account-dialog";

const meta = {
  title: "Portal/Account/AccountDialog",
  component: ScreenStory,
  args: {
    path: "/library/home",
    route: "/library/home",
    screen: () => <AccountDialog kind="myData" onClose={fn()} />,
    answers: [answer(endpoints.accountPassword, { has_password: true, current_needed: true })],
    user: parentUser(),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account menu's "my data", opened by a parent: about them and their children. */
export const MyDataOfAGuardian: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await expect(dialog.getByRole("heading", { name: "我的資料" })).toBeVisible();
    await expect(await dialog.findByText(/關於你及你子女的全部資料/)).toBeVisible();
  },
};

/** Opened by a student: about themself only. */
export const MyDataOfAStudent: Story = {
  args: { user: studentUser() },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await expect(await dialog.findByText(/學校所持有關於你的全部資料/)).toBeVisible();
  },
};

/** The account menu's sign-in password. */
export const Password: Story = {
  args: { screen: () => <AccountDialog kind="password" onClose={fn()} /> },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await expect(dialog.getByRole("heading", { name: "登入密碼" })).toBeVisible();
    await expect(await dialog.findByText("更改用來登入的密碼。")).toBeVisible();
  },
};
