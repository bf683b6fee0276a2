import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StepTexts } from "../../steps-texts";
import { submittedApplication } from "../../testing/registration-fixtures";
import { OfferDeadline } from "./offer-deadline";

/* The day an offered place is held until, on the registration fee's card (issue 37, item 15). */

const offered = (offer_expires_at: string | null, paid = false) =>
  submittedApplication({
    status: "approved",
    registration_fee_status: paid ? "paid" : "unpaid",
    offer_expires_at,
  });

const meta = {
  title: "Registration/Components/OfferDeadline",
  component: OfferDeadline,
  args: { application: offered("2099-12-15T15:59:59.999Z") },
  render: (args) => (
    <StepTexts>
      <p>—</p>
      <OfferDeadline {...args} />
    </StepTexts>
  ),
} satisfies Meta<typeof OfferDeadline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ahead: the day to pay by. */
export const PayBy: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("請於 2099年12月15日 或之前繳付註冊費，以保留學位。"),
    ).toBeVisible();
  },
};

/** Passed: the place is no longer held, and whom to ask. */
export const Lapsed: Story = {
  args: { application: offered("2026-01-15T15:59:59.999Z") },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "留位限期（2026年1月15日）已過，學位未能保留。如仍希望入讀，請聯絡學校。",
    );
  },
};

/** Paid, or no limit: nothing to say. */
export const NothingToSay: Story = {
  args: { application: offered("2099-12-15T15:59:59.999Z", true) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("—");
    await expect(within(canvasElement).queryByText(/註冊費/)).toBeNull();
  },
};
