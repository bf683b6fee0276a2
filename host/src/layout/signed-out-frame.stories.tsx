import type { Meta, StoryObj } from "@storybook/react-vite";
import { RuntimeProvider } from "@campus/core";
import { MemoryRouter } from "@campus/ui";
import { expect, userEvent, within } from "storybook/test";
import { runtime } from "../runtime";
import { SignedOutFrame } from "./signed-out-frame";

const meta = {
  title: "Portal/Layout/SignedOutFrame",
  component: SignedOutFrame,
  args: { children: <h1>使用條款</h1> },
  decorators: [
    (Story) => (
      <RuntimeProvider runtime={runtime} promptSignIn={async () => false}>
        <MemoryRouter path="/terms">
          <Story />
        </MemoryRouter>
      </RuntimeProvider>
    ),
  ],
} satisfies Meta<typeof SignedOutFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The portal's name leads home, the page is the main landmark, the footer has its links. */
export const AroundALegalPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Campus 校園服務" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(
      within(canvas.getByRole("main")).getByRole("heading", { name: "使用條款" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "私隱政策" })).toBeVisible();
  },
};

/** The language select switches the portal's language (the runtime's choice, stored). */
export const SwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox", { name: "語言" });
    await expect(select).toHaveValue("zh-TW");
    await userEvent.selectOptions(select, "en-US");
    await expect(runtime.locale.getState().locale).toBe("en-US");
    runtime.locale.getState().setLocale("zh-TW");
  },
};

/** The library browsed signed out: a sign-in button in place of the menu, coming back here. */
export const WithSignIn: Story = {
  args: { signIn: true, children: <h1>新書上架</h1> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "登入" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fterms",
    );
  },
};

const LIBRARY_NAV = (
  <nav aria-label="圖書館">
    <a href="/library/home">圖書館首頁</a> <a href="/library/rank">排行榜</a>{" "}
    <a href="/library/category">分類瀏覽</a>
  </nav>
);

/** Pages with their own way around (the library browsed signed out) show it beside the name. */
export const WithNavOnDesktop: Story = {
  args: { signIn: true, nav: LIBRARY_NAV, children: <h1>新書上架</h1> },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "圖書館" }).getBoundingClientRect();
    const brand = canvas.getByRole("link", { name: "Campus 校園服務" }).getBoundingClientRect();
    await expect(nav.left).toBeGreaterThanOrEqual(brand.right);
    await expect(nav.top).toBeLessThan(brand.bottom);
  },
};

/** On a phone the way around takes a line of its own under the name and the language. */
export const WithNavOnPhone: Story = {
  args: WithNavOnDesktop.args,
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "圖書館" }).getBoundingClientRect();
    const signIn = canvas.getByRole("link", { name: "登入" }).getBoundingClientRect();
    await expect(nav.top).toBeGreaterThanOrEqual(signIn.bottom);
    await expect(canvas.getByRole("link", { name: "分類瀏覽" })).toBeVisible();
  },
};
