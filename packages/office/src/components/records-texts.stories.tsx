import { useT } from "@campus/core";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { OfficeMessageId } from "../messages/message-ids";
import { officeStaff } from "../testing/office-fixtures";
import { RecordsTexts } from "./records-texts";

function Words() {
  const t = useT<OfficeMessageId>();
  return (
    <p>
      {t("office.audit.filters")} / {t("office.outbox.anyStatus")}
    </p>
  );
}

const InTexts = () => (
  <RecordsTexts>
    <Words />
  </RecordsTexts>
);

const meta = {
  title: "Office/Components/RecordsTexts",
  component: ScreenStory,
  args: {
    path: "/office/outbox",
    route: "/office/outbox",
    screen: InTexts,
    answers: [],
    user: officeStaff,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The records' own words (the audit log's, the outbox's), loaded in the reader's language. */
export const InTraditionalChinese: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("篩選紀錄 / 全部狀態")).toBeVisible();
  },
};

export const InSimplifiedChinese: Story = {
  args: { locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("筛选记录 / 全部状态")).toBeVisible();
  },
};

export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/ \/ Any status$/)).toBeVisible();
  },
};
