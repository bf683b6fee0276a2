import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@campus/contract";
import { expect, within } from "storybook/test";
import { answer, page, PAYLOADS, ScreenStory, recordRow, userTextStory } from "@campus/ui/testing";
import { loan } from "../../testing/library-fixtures";
import { recordsAnswers } from "../../testing/records-answers";
import { LossReportsPage } from "./loss-reports-page";

const meta = {
  title: "Library/Screens/MyRecords/LossReports",
  component: ScreenStory,
  args: {
    path: "/library/myrecord/borrow/reportloss?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/reportloss",
    screen: LossReportsPage,
    answers: recordsAnswers(),
    user: parentUser(),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LossReports: Story = {
  args: {
    answers: recordsAnswers(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await recordRow(canvas, "月亮晚安")).getByText("在巴士上遺失了")).toBeVisible();
  },
};

/** None yet (issue 9, item 13): the page says how a loss is reported, and leads there. */
export const NoneYet: Story = {
  args: { answers: [...recordsAnswers(), answer(endpoints.libraryLossReports, page([]))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("沒有報失紀錄")).toBeVisible();
    await expect(canvas.getByText(/在「目前借閱」按該書的「報失」並寫下原因/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "查看目前借閱" })).toHaveAttribute(
      "href",
      "/library/myrecord/borrow/now?xschoolCode=DEMO",
    );
  },
};

export const NoneYetInEnglish: Story = {
  args: {
    locale: "en-US",
    answers: [...recordsAnswers(), answer(endpoints.libraryLossReports, page([]))],
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No loss reports")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See books on loan now" })).toBeVisible();
  },
};

/** Stored user text (issue 7): each payload a loss reason, shown as the text typed. */
const reasons = [
  ...recordsAnswers(),
  answer(
    endpoints.libraryLossReports,
    page(
      PAYLOADS.map((payload, i) =>
        loan({
          id: 100 + i,
          status: i % 2 ? "lost" : "lossPending",
          loss_reason: payload.text,
          loss_reported_at: "2026-11-20T09:00:00Z",
        }),
      ),
      1,
      PAYLOADS.length,
    ),
  ),
];
export const UserTextOnAPhone: Story = userTextStory("phone", { answers: reasons });
export const UserTextOnADesktop: Story = userTextStory("desktop", { answers: reasons });
