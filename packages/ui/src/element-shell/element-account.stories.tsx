import type { Locale } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import { getPageRuntime } from "@campus/core";
import { ElementShell } from "./element-shell";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { CSSProperties } from "react";
import { ElementAccount } from "./element-account";

/** The widget in the element's shell, signed out or in (the session seeded, no server). */
function Widget({
  signedIn,
  locale = "zh-TW",
  dark = false,
  withoutAccount = false,
}: {
  signedIn: boolean;
  locale?: Locale;
  /** On a school's navy header, which sets only the chip's own properties. */
  dark?: boolean;
  /** The element's `account="none"`. */
  withoutAccount?: boolean;
}) {
  const runtime = getPageRuntime();
  // The element reads the page's shared language; the story sets it as the decorator does.
  runtime.locale.getState().setLocale(locale);
  const session = runtime.session.getState();
  if (signedIn) {
    session.signIn("story-token", parentUser(), new Date(Date.now() + 3_600_000).toISOString());
  } else {
    session.signOut();
  }
  return (
    <div
      style={
        dark
          ? ({
              background: "#0b2545",
              padding: 8,
              "--campus-account-color": "#ffffff",
              "--campus-account-hover": "rgb(255 255 255 / 0.15)",
            } as CSSProperties)
          : undefined
      }
    >
      <ElementShell lang={locale} withoutAccount={withoutAccount}>
        <div style={{ display: "flex", justifyContent: "space-between", minHeight: 480 }}>
          <span style={{ color: dark ? "#ffffff" : undefined }}>示範學校</span>
          <ElementAccount />
        </div>
      </ElementShell>
    </div>
  );
}

const meta = {
  title: "Elements/ElementAccount",
  component: Widget,
  args: { signedIn: false },
} satisfies Meta<typeof Widget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "登入" }));
    const dialog = await canvas.findByRole("dialog", { name: "登入" });
    // The form loads the first time the dialog opens.
    await expect(await within(dialog).findByRole("radio", { name: "家長" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "登入" }));
    await expect(await within(dialog).findByText("請完成表格")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("dialog")).toBeNull();
  },
};

export const SignedInInEnglish: Story = {
  args: { signedIn: true, locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole("button", { name: /Account menu: Chan Tai Man/ });
    await expect(toggle).toHaveTextContent("Current child: Chan Siu Ming");
    await userEvent.click(toggle);
    // The menu's code loads on the first opening.
    await expect(await canvas.findByRole("button", { name: "Log out" })).toBeVisible();
  },
};

/**
 * On a school's dark header (issue 35, item 8): the chip takes the page's --campus-account-color
 * and stays readable; the menu it opens keeps the theme's colours. Both are parts a page styles.
 */
export const OnADarkHeader: Story = {
  args: { signedIn: true, dark: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole("button", { name: /帳戶選單/ });
    await expect(toggle).toHaveAttribute("part", "account");
    await expect(getComputedStyle(toggle).color).toBe("rgb(255, 255, 255)");
    await userEvent.click(toggle);
    const signOut = await canvas.findByRole("button", { name: "登出" });
    const menu = signOut.closest("[part=account-menu]")!;
    await expect(menu).not.toBeNull();
    await expect(getComputedStyle(menu).color).toBe("rgb(31, 35, 41)");
  },
};

/** `account="none"`: the page's own <campus-account> has sign-in; this element shows none. */
export const LeftToThePage: Story = {
  args: { signedIn: false, withoutAccount: true },
  play: async ({ canvasElement }) => {
    // The shell shows once its texts load: the header, and no account in it.
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("示範學校")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
