import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Brand, Logo } from "./brand";

function Mark() {
  return (
    <Brand>
      <Logo aria-hidden="true">C</Logo>
      Campus 校園服務
    </Brand>
  );
}

const meta = {
  title: "Portal/Layout/Brand",
  component: Mark,
} satisfies Meta<typeof Mark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The portal's mark beside its name: the mark is decoration, the name is what is read. */
export const MarkAndName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Campus 校園服務")).toBeVisible();
    const logo = canvas.getByText("C");
    await expect(logo).toHaveAttribute("aria-hidden", "true");
    const box = logo.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([36, 36]);
  },
};
