import { completeApplication } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ApplicationFacts } from "./application-facts";

/* An application's answers read back: the family's detail page and the office's review. */

const meta = {
  title: "Registration/Components/ApplicationFacts",
  component: ApplicationFacts,
  args: {
    form: {
      ...completeApplication({ id_number: "A1234563" }),
      guardians: [{ relation: "mother", name: "李美玲", country_code: "852", phone: "91234567" }],
      siblings: [{ name: "陳大文", class_name: "3B" }],
    },
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ApplicationFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The child, the guardians and the siblings, each a titled section of terms and answers. */
export const Whole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText("李美玲（母親） · +852 91234567")).toBeVisible();
    await expect(canvas.getByText("陳大文 · 3B")).toBeVisible();
    // An HKID as the card prints it, whatever was typed ("a123456(3)", "A1234563").
    await expect(canvas.getByText("A123456(3)")).toBeVisible();
  },
};

/** Under a page with its own level-2 heading (the office's review): level-3 sections. */
export const UnderAPageHeading: Story = {
  args: { headingLevel: 3, form: { name_zh: "陳小文" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole("heading", { level: 2 })).toHaveLength(0);
    await expect(canvas.getAllByRole("heading", { level: 3 }).length).toBeGreaterThan(0);
    // No siblings: no section for them.
    await expect(canvas.getByText("陳小文")).toBeVisible();
  },
};
