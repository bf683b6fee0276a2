import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { MenuIcon } from "./menu-icon";

const meta = {
  title: "Portal/MenuIcon",
  component: MenuIcon,
  args: { name: "book" },
} satisfies Meta<typeof MenuIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 12 }}>
      {["calendar", "book", "trophy", "form", "bell", "help", "unknown"].map((name) => (
        <MenuIcon key={name} name={name} data-icon={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll("svg");
    await expect(icons).toHaveLength(7);
    for (const icon of icons) await expect(icon).toHaveAttribute("aria-hidden", "true");
    const paths = [...icons].map((icon) => icon.querySelector("path")?.getAttribute("d"));
    await expect(new Set(paths).size).toBe(7);
  },
};
