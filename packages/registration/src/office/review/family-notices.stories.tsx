import type { Application } from "@campus/contract";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { submittedApplication } from "../../testing/registration-fixtures";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";
import { FamilyNotices } from "./family-notices";

/* What the school has told the family about an application (issue 37, item 16). */

const panelOf = (a: Application) => officeScreen(() => <FamilyNotices application={a} />);

const asked =
  "【校園示範學校】陳小文的入學申請（A2027-00012）需要補充資料：請補交最近一年的成績表。請登入新生報名更新。";
const told = submittedApplication({
  status: "incomplete",
  messages: [
    {
      notice: "info_requested",
      channel: "sms",
      to: "+852 •••• 1234",
      text: asked,
      sent_at: "2026-11-24T02:15:00.000Z",
      delivered: true,
    },
    {
      notice: "info_requested",
      channel: "email",
      to: "m•••@example.com",
      text: asked,
      sent_at: "2026-11-24T02:15:00.000Z",
      delivered: false,
    },
  ],
});

const meta = {
  title: "Registration/Office/FamilyNotices",
  component: ScreenStory,
  args: {
    path: "/registration/office/detail?id=12",
    route: "/registration/office/detail",
    screen: panelOf(submittedApplication()),
    answers: officeAnswers(),
    user: officeStaff,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement, name: RegExp) =>
  within(await within(canvasElement).findByRole("region", { name }));

/** Nothing sent yet: which decisions will tell the family, before the office takes one. */
export const NoneYet: Story = {
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement, /^已通知家長$/);
    await expect(p.getByText(/^尚未通知家長。取錄、不取錄、要求補交資料/)).toBeVisible();
    await expect(p.queryByRole("listitem")).toBeNull();
  },
};

/** A text and an e-mail sent; the e-mail could not be delivered, so the office calls. */
export const Sent: Story = {
  args: { screen: panelOf(told) },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement, /^已通知家長$/);
    const [sms, email] = p.getAllByRole("listitem");
    await expect(within(sms!).getByText("短訊 +852 •••• 1234")).toBeVisible();
    await expect(within(sms!).getByText(asked)).toBeVisible();
    await expect(within(sms!).queryByText("未能送達，請致電家長")).toBeNull();
    await expect(within(email!).getByText("電郵 m•••@example.com")).toBeVisible();
    await expect(within(email!).getByText("未能送達，請致電家長")).toBeVisible();
    // When, on the school's clock, in the reader's words.
    await expect(within(sms!).getByText("2026年11月24日 上午10:15")).toBeVisible();
  },
};

/** In English, the office's own words around the family's. */
export const English: Story = {
  args: { screen: panelOf(told), locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement, /^Family notified$/);
    await expect(p.getByText("Text to +852 •••• 1234")).toBeVisible();
    await expect(p.getByText("Not delivered: call the family")).toBeVisible();
  },
};
