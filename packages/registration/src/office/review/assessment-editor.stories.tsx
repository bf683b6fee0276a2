import type { Application } from "@campus/contract";
import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { submittedApplication } from "../../testing/registration-fixtures";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";
import { AssessmentEditor } from "./assessment-editor";

/* The score and notes fields on their own: checked here, sent as numbers, refused by field. */

const log = callLog();
const reviewed = submittedApplication({ fee_status: "paid", interview_status: "reviewing" });
const partOf = (a: Application) => officeScreen(() => <AssessmentEditor application={a} />);

const meta = {
  title: "Registration/Office/AssessmentEditor",
  component: ScreenStory,
  args: {
    path: "/registration/office/detail?id=12",
    route: "/registration/office/detail",
    screen: partOf(reviewed),
    answers: officeAnswers({ applications: [reviewed] }),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No score is a score left blank: sent as none, with the notes. */
export const NotesWithoutAScore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole("textbox", { name: /^備註/ }),
      "缺席，已致電家長。",
    );
    await userEvent.click(canvas.getByRole("button", { name: "儲存評分及備註" }));
    await waitFor(() =>
      expect(log.last("registrationOfficeAssessInterview")).toEqual({
        id: 12,
        score: null,
        notes: "缺席，已致電家長。",
      }),
    );
  },
};

/** A score that is not a whole number from 0 to 100 is said beside it; nothing is sent. */
export const RefusesAScore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const score = await canvas.findByRole("textbox", { name: /^評分/ });
    await userEvent.type(score, "abc");
    await userEvent.click(canvas.getByRole("button", { name: "儲存評分及備註" }));
    await expect(await canvas.findByText("請輸入整數")).toBeVisible();
    await expect(score).toHaveAttribute("aria-invalid", "true");
    await expect(log.entries("registrationOfficeAssessInterview")).toHaveLength(0);
  },
};
