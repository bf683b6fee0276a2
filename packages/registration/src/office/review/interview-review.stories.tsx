import type { Application } from "@campus/contract";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { submittedApplication } from "../../testing/registration-fixtures";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeSession, officeStaff } from "../testing/office-fixtures";
import { InterviewReview } from "./interview-review";

/* The interview as the office runs it: place, check in, record the result. */

const booking = {
  session: officeSession(),
  check_in_code: "7fcfa59578a94f386f627584c71ac948",
  checked_in_at: null,
  movable_until: "2026-12-09T16:00:00.000Z",
};
const panelOf = (a: Application) => officeScreen(() => <InterviewReview application={a} />);

const meta = {
  title: "Registration/Office/InterviewReview",
  component: ScreenStory,
  args: {
    path: "/registration/office/detail?id=12",
    route: "/registration/office/detail",
    screen: panelOf(submittedApplication({ fee_status: "paid" })),
    answers: officeAnswers(),
    user: officeStaff,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("region", { name: /^入學面試/ }));

/** Not booked: the office may place the family in a session with places. */
export const NotBooked: Story = {
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await expect(await p.findByLabelText("安排面試場次")).toBeVisible();
    await expect(p.getByRole("button", { name: "確定安排" })).toBeDisabled();
  },
};

/** Booked: when and where; check in by hand when the QR code will not do. */
export const Booked: Story = {
  args: {
    screen: panelOf(
      submittedApplication({
        fee_status: "paid",
        interview_status: "awaiting",
        interview: booking,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await expect(p.getByText("本校禮堂")).toBeVisible();
    await expect(p.getByRole("button", { name: "辦理報到" })).toBeVisible();
    // Nothing to score before the family has come.
    await expect(p.queryByRole("region", { name: "面試評分及備註" })).toBeNull();
  },
};

/** Waitlisted: the number, and the family may still pass later. */
export const Waitlisted: Story = {
  args: {
    screen: panelOf(
      submittedApplication({
        fee_status: "paid",
        interview_status: "waitlist",
        waitlist_no: 2,
        interview: { ...booking, checked_in_at: "2026-12-12T01:20:00.000Z" },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await expect(p.getByText("候補編號 2")).toBeVisible();
    await expect(p.getByRole("button", { name: "面試通過" })).toBeVisible();
    await expect(p.queryByRole("button", { name: "列入候補" })).toBeNull();
    await expect(p.getByRole("region", { name: "面試評分及備註" })).toBeVisible();
  },
};
