import { parentUser, studentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { UserMenuPanel } from "./user-menu-panel";

/** What an entry does: the menu would close, then act. */
const choose = (action: () => void) => () => action();

const meta = {
  title: "UI/UserMenu/Panel",
  component: UserMenuPanel,
  args: {
    id: "menu",
    user: parentUser(),
    locale: "zh-TW",
    onSwitchChild: fn(),
    onSwitchLocale: fn(),
    onSignOut: fn(),
    onPassword: fn(),
    onMyData: fn(),
    choose,
  },
  decorators: [
    (Story) => (
      <div style={{ position: "relative", display: "flex", justifyContent: "flex-end" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenuPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A parent's: the children, the languages, the password, their data, sign-out; the first entry
 * focused.
 */
export const Parent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const children = within(canvas.getByRole("radiogroup", { name: "切換子女" }));
    await waitFor(() => expect(children.getByRole("radio", { name: /陳小明/ })).toHaveFocus());
    await expect(children.getByRole("radio", { name: /陳小明/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await userEvent.click(children.getByRole("radio", { name: /陳小欣/ }));
    await expect(args.onSwitchChild).toHaveBeenCalledWith(
      expect.objectContaining({ name_zh: "陳小欣" }),
    );
    // The language already shown is no switch.
    await userEvent.click(canvas.getByRole("radio", { name: "繁體中文" }));
    await expect(args.onSwitchLocale).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("radio", { name: "English" }));
    await expect(args.onSwitchLocale).toHaveBeenCalledWith("en-US");
    await userEvent.click(canvas.getByRole("button", { name: "密碼" }));
    await expect(args.onPassword).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "我的資料" }));
    await expect(args.onMyData).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "登出" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/**
 * A student's, in English, where the page offers no password or data entry (an element's menu):
 * no children to switch.
 */
export const StudentWithoutPassword: Story = {
  args: { user: studentUser(), locale: "en-US", onPassword: undefined, onMyData: undefined },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("radiogroup", { name: "Switch child" })).toBeNull();
    await expect(canvas.getByRole("radiogroup", { name: "Language" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Password" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "My data" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Log out" })).toBeVisible();
  },
};
