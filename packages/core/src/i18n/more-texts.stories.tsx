import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { MessageLoader } from "./load-messages";
import { MoreTexts } from "./more-texts";
import { useT } from "./translate";

/** A part's texts, fetched when the part shows, in the language around it. */
const demoTexts: MessageLoader = async (locale) => ({
  "demo.moreTexts":
    locale === "en-US" ? "Fees and interviews" : locale === "zh-CN" ? "费用与面试" : "費用及面試",
});

function Part() {
  const t = useT<"demo.moreTexts">();
  return <p>{t("demo.moreTexts")}</p>;
}

const meta = {
  title: "Core/MoreTexts",
  component: MoreTexts,
  args: { loaders: [demoTexts], children: <Part /> },
} satisfies Meta<typeof MoreTexts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The part appears with its own texts once they arrive. */
export const TraditionalChinese: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("費用及面試")).toBeVisible();
  },
};

/** In the reader's language: the part follows the page's. */
export const English: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Fees and interviews")).toBeVisible();
  },
};
