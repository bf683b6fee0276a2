import type { Application, Payment } from "@campus/contract";
import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { submittedApplication } from "../../testing/registration-fixtures";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";
import { FeeReview } from "./fee-review";

/* A fee as the office sees it: paid online, a slip to check, and the registration fee's enrolment. */

const paid: Payment = {
  fee: "application",
  method: "wechat",
  state: "paid",
  amount: 5000,
  currency: "HKD",
  trade_no: "P12-7F256F92AF4E",
  created_at: "2026-11-24T02:00:00.000Z",
  paid_at: "2026-11-24T02:05:00.000Z",
  refunded_at: null,
  closed_as: null,
  reason: null,
  slip: null,
};

const log = callLog();
const panelOf = (a: Application, fee: "application" | "registration" = "application") =>
  officeScreen(() => <FeeReview application={a} fee={fee} />);

const meta = {
  title: "Registration/Office/FeeReview",
  component: ScreenStory,
  args: {
    path: "/registration/office/detail?id=12",
    route: "/registration/office/detail",
    screen: panelOf(submittedApplication({ fee_status: "paid", payment: paid })),
    answers: officeAnswers(),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid online: how, when, the transaction number; nothing to do. */
export const PaidOnline: Story = {
  play: async ({ canvasElement }) => {
    const p = within(await within(canvasElement).findByRole("region", { name: /^申請費/ }));
    await expect(p.getByText("微信支付")).toBeVisible();
    await expect(p.getByText("P12-7F256F92AF4E")).toBeVisible();
    await expect(p.queryByRole("button")).toBeNull();
  },
};

/** A slip rejected before: its reason, for the next slip's checker. */
export const SlipRejectedBefore: Story = {
  args: {
    screen: panelOf(
      submittedApplication({
        payment: { ...paid, method: "slip", state: "rejected", paid_at: null, reason: "金額不符" },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const p = within(await within(canvasElement).findByRole("region", { name: /^申請費/ }));
    await expect(p.getByText("金額不符")).toBeVisible();
    await expect(p.getByText("未繳費")).toBeVisible();
  },
};

/** The registration fee paid: the child's enrolment is recorded here, which refunds it. */
export const RegistrationFeePaid: Story = {
  args: {
    screen: panelOf(
      submittedApplication({
        status: "approved",
        registration_fee_status: "paid",
        registration_payment: { ...paid, fee: "registration", amount: 100_000 },
      }),
      "registration",
    ),
  },
  play: async ({ canvasElement }) => {
    const p = within(await within(canvasElement).findByRole("region", { name: /^註冊費/ }));
    await expect(p.getByText("HK$1,000.00")).toBeVisible();
    await expect(p.getByRole("button", { name: "已入學（退還註冊費）" })).toBeVisible();
  },
};

/**
 * A place whose day to pay has passed (issue 37, item 15): said, and the office gives the
 * family another day.
 */
export const OfferLapsed: Story = {
  args: {
    screen: panelOf(
      submittedApplication({
        status: "approved",
        registration_fee_status: "unpaid",
        offer_expires_at: "2026-01-15T15:59:59.999Z",
      }),
      "registration",
    ),
  },
  play: async ({ canvasElement }) => {
    const p = within(await within(canvasElement).findByRole("region", { name: /^註冊費/ }));
    await expect(
      p.getByText("留位限期（2026年1月15日）已過，家長現時不能繳付註冊費。"),
    ).toBeVisible();
    const change = p.getByRole("button", { name: "更改留位限期" });
    await expect(change).toBeDisabled();
    fireEvent.change(p.getByLabelText("把留位限期改為"), { target: { value: "2099-12-31" } });
    await userEvent.click(change);
    await waitFor(() =>
      expect(log.last("registrationOfficeExtendOffer")).toEqual({ id: 12, until: "2099-12-31" }),
    );
    await expect(await within(document.body).findByText("已更改留位限期")).toBeVisible();
  },
};
