import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "@campus/ui";
import { expect, within } from "storybook/test";
import { AppFooter } from "./app-footer";

const meta = {
  title: "Portal/AppFooter",
  component: AppFooter,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AppFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "使用條款" })).toHaveAttribute("href", "/terms");
    await expect(canvas.getByRole("link", { name: "私隱政策" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(canvas.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeVisible();
  },
};

export const SimplifiedChinese: Story = {
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "隐私政策" })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Terms of use" })).toBeVisible();
  },
};
