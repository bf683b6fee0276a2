import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { parentUser, studentUser, teacherUser } from "@campus/contract/fixtures";

const demoParent = parentUser();
const demoTeacher = teacherUser();
import { InShadowRoot } from "../story-helpers/in-shadow-root";
import { UserMenu } from "./user-menu";

const meta = {
  title: "UI/UserMenu",
  component: UserMenu,
  args: {
    user: demoParent,
    locale: "zh-TW",
    onSwitchChild: fn(),
    onSwitchLocale: fn(),
    onSignOut: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: "flex", justifyContent: "flex-end", minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchChild: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "帳戶選單：陳大文" });
    await expect(toggle).toHaveTextContent("目前子女：陳小明");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const children = within(await canvas.findByRole("radiogroup", { name: "切換子女" }));
    await expect(children.getByRole("radio", { name: /陳小明/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(children.getByRole("radio", { name: /陳小欣/ })).toHaveTextContent(
      "校園示範學校 · 1B",
    );
    await userEvent.click(children.getByRole("radio", { name: /陳小欣/ }));
    await expect(args.onSwitchChild).toHaveBeenCalledWith(
      expect.objectContaining({ name_zh: "陳小欣" }),
    );
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveFocus();
  },
};

export const SwitchLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /帳戶選單/ }));
    const languages = within(await canvas.findByRole("radiogroup", { name: "語言" }));
    await expect(languages.getByRole("radio", { name: "繁體中文" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await userEvent.click(languages.getByRole("radio", { name: "English" }));
    await expect(args.onSwitchLocale).toHaveBeenCalledWith("en-US");
  },
};

export const KeyboardAndSignOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: /帳戶選單/ });
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: /陳小明/ })).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}");
    await expect(canvas.getByRole("button", { name: "登出" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSignOut).toHaveBeenCalled();
    await userEvent.click(toggle);
    await userEvent.keyboard("{Escape}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};

/** The sign-in password's entry, above sign-out, where the page offers it (the portal). */
export const Password: Story = {
  args: { onPassword: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: /帳戶選單/ });
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: /陳小明/ })).toHaveFocus());
    // Up from the first child: sign-out, then the password.
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(canvas.getByRole("button", { name: "密碼" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPassword).toHaveBeenCalledOnce();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveFocus();
  },
};

/** An element's account menu (no password entry there): only language and sign-out. */
export const WithoutPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /帳戶選單/ }));
    await expect(await canvas.findByRole("button", { name: "登出" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "密碼" })).toBeNull();
  },
};

export const TeacherWithoutChildren: Story = {
  args: { user: demoTeacher },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "帳戶選單：黃嘉欣" }));
    await expect(canvas.queryByRole("radiogroup", { name: "切換子女" })).toBeNull();
    await expect(await canvas.findByRole("radiogroup", { name: "語言" })).toBeVisible();
  },
};

export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Account menu: Chan Tai Man" }));
    await expect(await canvas.findByRole("radio", { name: /Chan Siu Yan/ })).toHaveTextContent(
      "Campus Demo School · 1B",
    );
    await expect(canvas.getByRole("button", { name: "Log out" })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, display: "flex", justifyContent: "flex-end" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /帳戶選單/ }));
    const panel = (await canvas.findByRole("radiogroup", { name: "語言" })).closest("div")!;
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
  },
};

/**
 * As in `<campus-library>` and `<campus-account>`: inside a shadow root, where the page sees
 * every pointer event as the host's. A click on a choice must do it, not close the menu first.
 */
export const InsideAnElement: Story = {
  render: (args) => (
    <InShadowRoot>
      <UserMenu {...args} />
    </InShadowRoot>
  ),
  play: async ({ canvasElement, args }) => {
    const host = within(canvasElement).getByTestId("shadow-host");
    const shadow = await waitFor(() => {
      if (!host.shadowRoot?.querySelector("button")) throw new Error("not rendered yet");
      return host.shadowRoot;
    });
    const menu = within(shadow.firstElementChild as HTMLElement);
    await userEvent.click(menu.getByRole("button", { name: /帳戶選單/ }));
    await userEvent.click(await menu.findByRole("radio", { name: /陳小欣/ }));
    await expect(args.onSwitchChild).toHaveBeenCalledWith(
      expect.objectContaining({ name_zh: "陳小欣" }),
    );
    await userEvent.click(menu.getByRole("button", { name: /帳戶選單/ }));
    await userEvent.click(await menu.findByRole("button", { name: "登出" }));
    await expect(args.onSignOut).toHaveBeenCalled();
    // The arrow keys move between the choices there too.
    await userEvent.click(menu.getByRole("button", { name: /帳戶選單/ }));
    await expect(shadow.activeElement).toBe(menu.getByRole("radio", { name: /陳小明/ }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(shadow.activeElement).toBe(menu.getByRole("radio", { name: /陳小欣/ }));
    // A pointer outside the menu still closes it.
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(menu.queryByRole("radio", { name: /陳小明/ })).toBeNull();
  },
};

/** The toggle at the page's left edge on a phone (an element in a narrow column): on screen. */
export const AtTheLeftEdgeOfAPhone: Story = {
  decorators: [
    (Story) => (
      // The meta's frame aligns to the right: this one keeps to the left of it.
      <div style={{ width: 360, marginInlineEnd: "auto", display: "flex" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /帳戶選單/ }));
    const signOut = await canvas.findByRole("button", { name: "登出" });
    const panel = signOut.parentElement!.getBoundingClientRect();
    await expect(panel.left).toBeGreaterThanOrEqual(8);
    await expect(panel.right).toBeLessThanOrEqual(document.documentElement.clientWidth - 8);
    await userEvent.click(signOut);
  },
};

/** A phone's header: the avatar alone, the menu still named for its owner and still working. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "帳戶選單：陳大文" });
    await expect(toggle).not.toHaveTextContent("目前子女");
    await expect(toggle.getBoundingClientRect().width).toBeLessThanOrEqual(48);
    await userEvent.click(toggle);
    await expect(await canvas.findByRole("radiogroup", { name: "切換子女" })).toBeVisible();
  },
};

/**
 * A student acts for themselves: no "current child: oneself" under their name, and no "switch
 * child" listing only themself.
 */
export const Student: Story = {
  args: { user: studentUser() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "帳戶選單：陳小明" });
    await expect(toggle).not.toHaveTextContent("目前子女");
    await userEvent.click(toggle);
    await expect(await canvas.findByRole("radiogroup", { name: "語言" })).toBeVisible();
    await expect(canvas.queryByRole("radiogroup", { name: "切換子女" })).toBeNull();
    await expect(canvas.queryByRole("radio", { name: /陳小明/ })).toBeNull();
  },
};
