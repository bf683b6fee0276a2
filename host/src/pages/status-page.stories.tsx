import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "@campus/ui";
import { Route, Switch } from "wouter";
import { expect, userEvent, within } from "storybook/test";
import { StatusPage } from "./status-page";

const meta = {
  title: "Portal/Pages/StatusPage",
  component: StatusPage,
  args: { status: 404 },
  decorators: [
    (Story) => (
      <MemoryRouter path="/somewhere">
        <Switch>
          <Route path="/">
            <p>home page</p>
          </Route>
          <Route>
            <Story />
          </Route>
        </Switch>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof StatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "找不到頁面" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "返回首頁" }));
    await expect(canvas.getByText("home page")).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { status: 403 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: "沒有存取權限" }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: /server/i })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /home/i })).toBeVisible();
  },
};

export const UnderDevelopment: Story = {
  args: { status: "underDevelopment" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "页面开发中" })).toBeVisible();
  },
};
