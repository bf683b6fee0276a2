import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Application } from "@campus/contract";
import { submittedApplication } from "../../testing/registration-fixtures";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";
import { DecisionPanel } from "./decision-panel";

/* The decision panel in each state: only the steps the state allows are offered. */

const log = callLog();
const panelOf = (a: Application) => officeScreen(() => <DecisionPanel application={a} />);

const meta = {
  title: "Registration/Office/DecisionPanel",
  component: ScreenStory,
  args: {
    path: "/registration/office/detail?id=12",
    route: "/registration/office/detail",
    screen: panelOf(submittedApplication()),
    answers: officeAnswers(),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("region", { name: "審批" }));

/** Submitted: start the review, or ask for more; not yet approve or deny. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await expect(p.getByRole("button", { name: "開始審核" })).toBeVisible();
    await expect(p.getByRole("button", { name: "要求補充資料" })).toBeVisible();
    await expect(p.queryByRole("button", { name: "取錄" })).toBeNull();
  },
};

/** Under review with its file whole: approve, deny or ask for more. */
export const UnderReview: Story = {
  args: {
    screen: panelOf(
      submittedApplication({
        status: "under_approval",
        documents: submittedApplication().documents.map((d) => ({ ...d, review: "accepted" })),
        interview_status: "passed",
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await expect(p.getByRole("button", { name: "取錄" })).toBeEnabled();
    await expect(p.getByRole("button", { name: "不取錄" })).toBeVisible();
    await expect(p.queryByRole("button", { name: "開始審核" })).toBeNull();
    await expect(p.queryByText(/^取錄前須處理/)).toBeNull();
  },
};

/**
 * Under review with documents not yet accepted and the interview's result not recorded: no
 * place until they are settled, and the panel says what (the server refuses it too).
 */
export const OpenItemsFirst: Story = {
  args: {
    screen: panelOf(
      submittedApplication({
        status: "under_approval",
        documents: submittedApplication().documents.map((d, i) =>
          i === 0 ? { ...d, review: "accepted" } : d,
        ),
        interview_status: "reviewing",
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    const approve = p.getByRole("button", { name: "取錄" });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(
      "取錄前須處理：2 份文件未接納；面試未有結果或不通過；處理後才可取錄，或按「仍然取錄」寫明理由。",
    );
    // Denying or asking for more stays open.
    await expect(p.getByRole("button", { name: "不取錄" })).toBeEnabled();
  },
};

/**
 * A place on an open file all the same (issue 37, item 5): only with the office's reason,
 * which goes with the decision (the server keeps it with what was open).
 */
export const ApproveAnywayWithAReason: Story = {
  args: OpenItemsFirst.args,
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await userEvent.click(p.getByRole("button", { name: "仍然取錄…" }));
    const dialog = within(await within(canvasElement).findByRole("dialog"));
    await expect(dialog.getByText(/家長不會看到/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "取錄" }));
    // No reason, no place.
    await expect(log.entries("registrationOfficeDecide")).toHaveLength(0);
    await userEvent.type(
      dialog.getByRole("textbox", { name: /^取錄理由/ }),
      "校長批准，疫苗紀錄開學前補交",
    );
    await userEvent.click(dialog.getByRole("button", { name: "取錄" }));
    await waitFor(() =>
      expect(log.last("registrationOfficeDecide")).toEqual({
        id: 12,
        decision: "approve",
        reason: "校長批准，疫苗紀錄開學前補交",
      }),
    );
  },
};

/** Reopened for the family: what was asked, and nothing to do until they submit again. */
export const WaitingForTheFamily: Story = {
  args: {
    screen: panelOf(
      submittedApplication({ status: "incomplete", office_request: "請補交出生證明書副本" }),
    ),
  },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await expect(p.getByText("請補交出生證明書副本")).toBeVisible();
    await expect(p.queryByRole("button")).toBeNull();
  },
};

/** Approved: said, no more steps. */
export const Approved: Story = {
  args: { screen: panelOf(submittedApplication({ status: "approved" })) },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await expect(p.getByText("已取錄此申請。")).toBeVisible();
    await expect(p.queryByRole("button")).toBeNull();
  },
};
