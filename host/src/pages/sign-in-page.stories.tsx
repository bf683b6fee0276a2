import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "@campus/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { redirectTarget, SignInView } from "./sign-in-page";

const meta = {
  title: "Portal/Pages/SignInPage",
  component: SignInView,
  args: { locale: "zh-TW", onLocaleChange: fn(), onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <MemoryRouter path="/login">
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SignInView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "登入" })).toBeVisible();
    await expect(canvas.getByText("家長、學生及教職員登入")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "私隱政策" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await userEvent.type(canvas.getByRole("textbox", { name: /^電話號碼/ }), "91234567");
    await userEvent.type(canvas.getByLabelText(/^密碼/), "campus2026{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

export const SessionEnded: Story = {
  args: { expired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "登入已逾時，請重新登入",
    );
  },
};

export const EnglishOnPhone: Story = {
  parameters: { locale: "en-US", viewport: { defaultViewport: "mobile1" } },
  args: { locale: "en-US" },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("heading", { level: 1, name: "Log in" });
    await expect(heading).toBeVisible();
    const button = canvas.getByRole("button", { name: "Log in" });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 360,
    );
    // Only our own pages are followed after signing in.
    await expect(redirectTarget("/library/rank?x=1")).toBe("/library/rank?x=1");
    await expect(redirectTarget("//evil.example/")).toBe("/calendar/PersonalOverview");
    await expect(redirectTarget("https://evil.example/")).toBe("/calendar/PersonalOverview");
    await expect(redirectTarget("/login?redirect=%2F")).toBe("/calendar/PersonalOverview");
  },
};
