import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { parentUser, teacherUser } from "@campus/contract/fixtures";

const demoParent = parentUser();
const demoTeacher = teacherUser();
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
    const children = within(canvas.getByRole("radiogroup", { name: "切換子女" }));
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
    const languages = within(canvas.getByRole("radiogroup", { name: "語言" }));
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
    await expect(canvas.getByRole("radio", { name: /陳小明/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(canvas.getByRole("button", { name: "登出" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSignOut).toHaveBeenCalled();
    await userEvent.click(toggle);
    await userEvent.keyboard("{Escape}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};

export const TeacherWithoutChildren: Story = {
  args: { user: demoTeacher },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "帳戶選單：黃嘉欣" }));
    await expect(canvas.queryByRole("radiogroup", { name: "切換子女" })).toBeNull();
    await expect(canvas.getByRole("radiogroup", { name: "語言" })).toBeVisible();
  },
};

export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Account menu: Chan Tai Man" }));
    await expect(canvas.getByRole("radio", { name: /Chan Siu Yan/ })).toHaveTextContent(
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
    const panel = canvas.getByRole("radiogroup", { name: "語言" }).closest("div")!;
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
  },
};
