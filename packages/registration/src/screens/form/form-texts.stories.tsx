import { useT } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { FormTexts } from "./form-texts";

/** Two of the texts only the form's chunks carry: its own, and the contract's for this form. */
function Said() {
  const t = useT<RegistrationMessageId | "validation.bornForClass">();
  return (
    <ul>
      <li>{t("registration.form.checkReady")}</li>
      <li>{t("validation.bornForClass")}</li>
    </ul>
  );
}

const meta = {
  title: "Registration/Components/FormTexts",
  component: FormTexts,
  args: { children: <Said /> },
} satisfies Meta<typeof FormTexts>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form's labels and its own validation words load with the form, in the reader's language:
 * the login page never downloads them (tests/budgets).
 */
export const LoadsTheFormsTexts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("所有必須資料及文件已齊備，可以提交。")).toBeVisible();
    await expect(canvas.getByText("出生日期不在所選班級的收生範圍內")).toBeVisible();
  },
};

export const InEnglish: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "The date of birth is outside the ages this class takes",
      ),
    ).toBeVisible();
  },
};
