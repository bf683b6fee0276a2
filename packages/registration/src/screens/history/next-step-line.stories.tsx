import type { ApplicationSummary } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { StepTexts } from "../../steps-texts";
import { NextStepLine } from "./next-step-line";

const summary = (overrides: Partial<ApplicationSummary>): ApplicationSummary => ({
  id: 12,
  number: "A2027-00012",
  status: "submitted",
  fee_status: "paid",
  registration_fee_status: "not_due",
  interview_status: "not_booked",
  class_code: "P1",
  child_name: "陳小文",
  updated_at: "2026-11-23T10:00:00.000Z",
  submitted_at: "2026-11-23T10:00:00.000Z",
  ...overrides,
});

const meta = {
  title: "Registration/Components/NextStepLine",
  component: NextStepLine,
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: "/registration/history" }).hook}>
        <StepTexts>
          <Story />
        </StepTexts>
      </Router>
    ),
  ],
  args: {
    application: summary({ fee_status: "unpaid" }),
    formPath: "/registration/form/12?xschoolCode=DEMO",
    detailPath: "/registration/history/12?xschoolCode=DEMO",
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof NextStepLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The family's move: said, with the way to make it. */
export const FamilysMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("輪到你")).toBeVisible();
    await expect(canvas.getByText("繳交申請費")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "前往處理" })).toHaveAttribute(
      "href",
      "/registration/history/12?xschoolCode=DEMO",
    );
  },
};

/** The school's move: said, and nothing for the family to press. */
export const SchoolsMove: Story = {
  args: { application: summary({ interview_status: "reviewing" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("學校處理中")).toBeVisible();
    await expect(canvas.getByText("學校正審核面試結果")).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** A draft: finishing the form, on the form. */
export const Draft: Story = {
  args: { application: summary({ status: "incomplete", submitted_at: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("完成並提交申請表")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "前往處理" })).toHaveAttribute(
      "href",
      "/registration/form/12?xschoolCode=DEMO",
    );
  },
};

/** In English. */
export const English: Story = {
  parameters: { locale: "en-US" },
  args: { application: summary({ status: "approved", interview_status: "passed" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Done")).toBeVisible();
    await expect(
      canvas.getByText("Offered a place: watch for the school's enrolment arrangements"),
    ).toBeVisible();
  },
};
