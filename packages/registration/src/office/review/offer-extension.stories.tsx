import type { Application } from "@campus/contract";
import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { submittedApplication } from "../../testing/registration-fixtures";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";
import { OfferExtension } from "./offer-extension";

/* The day an offered place is held until, as the office sees and changes it. */

const log = callLog();
const held = (offer_expires_at: string | null) =>
  submittedApplication({ status: "approved", registration_fee_status: "unpaid", offer_expires_at });
const partOf = (a: Application) => officeScreen(() => <OfferExtension application={a} />);

const meta = {
  title: "Registration/Office/OfferExtension",
  component: ScreenStory,
  args: {
    path: "/registration/office/detail?id=12",
    route: "/registration/office/detail",
    screen: partOf(held("2099-12-15T15:59:59.999Z")),
    answers: officeAnswers({ applications: [held("2099-12-15T15:59:59.999Z")] }),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Held until a day ahead: said; another day is chosen and sent. */
export const HeldUntil: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("學位保留至 2099年12月15日：家長須於當日或之前繳付註冊費。"),
    ).toBeVisible();
    fireEvent.change(canvas.getByLabelText("把留位限期改為"), { target: { value: "2099-12-31" } });
    await userEvent.click(canvas.getByRole("button", { name: "更改留位限期" }));
    await waitFor(() =>
      expect(log.last("registrationOfficeExtendOffer")).toEqual({ id: 12, until: "2099-12-31" }),
    );
  },
};

/** No limit set by the school: said; the office may still set a day. */
export const NoLimit: Story = {
  args: { screen: partOf(held(null)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("此學位沒有留位限期。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "更改留位限期" })).toBeDisabled();
  },
};
