import type { Application } from "@campus/contract";
import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { submittedApplication } from "../../testing/registration-fixtures";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeSession, officeStaff } from "../testing/office-fixtures";
import { InterviewAssessment } from "./interview-assessment";

/* The interviewers' score and notes: written after check-in, read-only once the place is decided. */

const log = callLog();
const checkedIn = (changes: Partial<Application> = {}) =>
  submittedApplication({
    fee_status: "paid",
    interview_status: "reviewing",
    interview: {
      session: officeSession(),
      check_in_code: "7fcfa59578a94f386f627584c71ac948",
      checked_in_at: "2026-12-12T01:20:00.000Z",
      movable_until: "2026-12-09T16:00:00.000Z",
    },
    ...changes,
  });
const partOf = (a: Application) => officeScreen(() => <InterviewAssessment application={a} />);

const meta = {
  title: "Registration/Office/InterviewAssessment",
  component: ScreenStory,
  args: {
    path: "/registration/office/detail?id=12",
    route: "/registration/office/detail",
    screen: partOf(checkedIn()),
    answers: officeAnswers({ applications: [checkedIn()] }),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("region", { name: "面試評分及備註" }));

/** Checked in: a score out of 100 and notes, said to be the office's alone; saved as typed. */
export const Writes: Story = {
  play: async ({ canvasElement }) => {
    const p = await part(canvasElement);
    await expect(p.getByText(/家長不會看到/)).toBeVisible();
    await userEvent.type(p.getByRole("textbox", { name: /^評分/ }), "86");
    await userEvent.type(p.getByRole("textbox", { name: /^備註/ }), "表達清晰，喜歡畫畫。");
    await userEvent.click(p.getByRole("button", { name: "儲存評分及備註" }));
    await waitFor(() =>
      expect(log.last("registrationOfficeAssessInterview")).toEqual({
        id: 12,
        score: 86,
        notes: "表達清晰，喜歡畫畫。",
      }),
    );
    await expect(await within(document.body).findByText("已儲存評分及備註")).toBeVisible();
  },
};

/** A score over 100 or not a whole number is said beside the field; nothing is sent. */
export const RefusesAScoreOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const p = await part(canvasElement);
    const score = p.getByRole("textbox", { name: /^評分/ });
    await userEvent.type(score, "120");
    await userEvent.click(p.getByRole("button", { name: "儲存評分及備註" }));
    await expect(await p.findByText("數值不可大於 100")).toBeVisible();
    await userEvent.clear(score);
    await userEvent.type(score, "8.5");
    await userEvent.click(p.getByRole("button", { name: "儲存評分及備註" }));
    await expect(await p.findByText("請輸入整數")).toBeVisible();
    await expect(log.entries("registrationOfficeAssessInterview")).toHaveLength(0);
  },
};

const assessed = {
  score: 72,
  notes: "較害羞，但能完成拼圖。",
  by: "陳主任",
  at: "2026-12-12T02:30:00.000Z",
};

/** Kept before: the form opens with it, and says who wrote it. */
export const Rewrites: Story = {
  args: { screen: partOf(checkedIn({ interview_status: "passed", assessment: assessed })) },
  play: async ({ canvasElement }) => {
    const p = await part(canvasElement);
    await expect(p.getByRole("textbox", { name: /^評分/ })).toHaveValue("72");
    await expect(p.getByRole("textbox", { name: /^備註/ })).toHaveValue("較害羞，但能完成拼圖。");
    await expect(p.getByText(/由陳主任於/)).toBeVisible();
  },
};

/** The place decided: what the decision rested on reads as it was; no form. */
export const Decided: Story = {
  args: {
    screen: partOf(
      checkedIn({ status: "approved", interview_status: "passed", assessment: assessed }),
    ),
    locale: "en-US",
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const p = within(
      await within(canvasElement).findByRole("region", { name: "Interview score and notes" }),
    );
    await expect(p.getByText("72 / 100")).toBeVisible();
    await expect(p.getByText("較害羞，但能完成拼圖。")).toBeVisible();
    await expect(p.queryByRole("button")).toBeNull();
  },
};
