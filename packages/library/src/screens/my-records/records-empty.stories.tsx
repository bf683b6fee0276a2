import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ScreenStory } from "@campus/ui/testing";
import { RecordsEmpty } from "./records-empty";

const show = (kind: Parameters<typeof RecordsEmpty>[0]["kind"]) =>
  function Empty() {
    return <RecordsEmpty kind={kind} />;
  };

const meta = {
  title: "Library/MyRecords/RecordsEmpty",
  component: ScreenStory,
  args: {
    path: "/library/home?xschoolCode=DEMO",
    route: "/library/home",
    screen: show("renewals"),
    answers: [],
    user: parentUser(),
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No renewals: where they come from, and the way to the loans where one starts. */
export const NoRenewals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("沒有續借紀錄")).toBeVisible();
    await expect(canvas.getByText(/在「目前借閱」為未到期的書按「續借」/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "查看目前借閱" })).toHaveAttribute(
      "href",
      "/library/myrecord/borrow/now?xschoolCode=DEMO",
    );
  },
};

/** No reservations: how one is made, and the way to the books. */
export const NoReservationsInEnglish: Story = {
  args: { locale: "en-US", screen: show("reservations") },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No reservations")).toBeVisible();
    await expect(canvas.getByText(/Tap Reserve on a book's page/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Browse the catalogue" })).toHaveAttribute(
      "href",
      "/library/category?xschoolCode=DEMO",
    );
  },
};

/** Nothing to lead to: the loan history says what will be there, with no link. */
export const NoHistoryInSimplifiedChinese: Story = {
  args: { locale: "zh-CN", screen: show("history") },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("还没有借阅记录")).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};
