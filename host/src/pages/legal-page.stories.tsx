import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "@campus/ui";
import { expect, within } from "storybook/test";
import { LegalPage } from "./legal-page";

const meta = {
  title: "Portal/Pages/LegalPage",
  component: LegalPage,
  args: { kind: "terms" },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Its texts are its own chunk: the page comes once they are in.
    await expect(await canvas.findByRole("heading", { level: 1, name: "使用條款" })).toBeVisible();
    await expect(canvas.getByText(/帳戶只供本人使用/)).toBeVisible();
    await expect(canvas.getByText(/最後更新：2026年9月1日/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回" })).toHaveAttribute("href", "/");
  },
};

export const PrivacyInEnglish: Story = {
  args: { kind: "privacy" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Privacy policy" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Personal Data \(Privacy\) Ordinance/)).toBeVisible();
    await expect(canvas.getByText("Last updated: September 1, 2026")).toBeVisible();
  },
};

export const PrivacyOnPhoneInSimplifiedChinese: Story = {
  args: { kind: "privacy" },
  parameters: { locale: "zh-CN" },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole("heading", {
      level: 1,
      name: "隐私政策",
    });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      360 + canvasElement.getBoundingClientRect().left,
    );
  },
};
