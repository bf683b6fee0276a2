import type { Locale } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import { getPageRuntime } from "@campus/core";
import { ElementShell } from "./element-shell";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ElementAccount } from "./element-account";

/** The widget in the element's shell, signed out or in (the session seeded, no server). */
function Widget({ signedIn, locale = "zh-TW" }: { signedIn: boolean; locale?: Locale }) {
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
    <ElementShell lang={locale}>
      <div style={{ display: "flex", justifyContent: "flex-end", minHeight: 480 }}>
        <ElementAccount />
      </div>
    </ElementShell>
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
    await expect(canvas.getByRole("button", { name: "Log out" })).toBeVisible();
  },
};
