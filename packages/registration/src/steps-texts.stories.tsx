import { useT } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { RegistrationMessageId } from "./messages/message-ids";
import { StepTexts } from "./steps-texts";

function FeeTitle() {
  const t = useT<RegistrationMessageId>();
  return <h2>{t("registration.pay.title")}</h2>;
}

const meta = {
  title: "Registration/Components/StepTexts",
  component: StepTexts,
  args: { children: <FeeTitle /> },
} satisfies Meta<typeof StepTexts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fees' and interviews' texts arrive with the parts that show them. */
export const FeesTexts: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "申請費" }),
    ).toBeVisible();
  },
};

export const FeesTextsInSimplifiedChinese: Story = {
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "申请费" }),
    ).toBeVisible();
  },
};
