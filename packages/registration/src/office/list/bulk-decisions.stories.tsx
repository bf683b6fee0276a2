import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { submittedApplication } from "../../testing/registration-fixtures";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";
import { BulkDecisions } from "./bulk-decisions";

/* One decision on the chosen applications: only what their states take; one reason for all. */

const log = callLog();
const decided = fn();
const reviewing = submittedApplication({ id: 13, number: "A2027-00013", status: "under_approval" });
const chosen = new Map([[13, { number: "A2027-00013", status: "under_approval" as const }]]);

const meta = {
  title: "Registration/Office/BulkDecisions",
  component: ScreenStory,
  args: {
    path: "/registration/office",
    route: "/registration/office",
    screen: officeScreen(() => <BulkDecisions chosen={chosen} onDecided={decided} />),
    answers: officeAnswers({ applications: [reviewing] }),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One under review: offering a place asks first, then each that went through leaves the choice. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("已選 1 份")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "開始審核" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "取錄" }));
    const ask = await canvas.findByRole("alertdialog", { name: "為已選的 1 份申請「取錄」？" });
    await userEvent.click(within(ask).getByRole("button", { name: "取錄" }));
    await waitFor(() => expect(decided).toHaveBeenCalledWith([13]));
    await expect(log.last("registrationOfficeDecideMany")).toEqual({
      ids: [13],
      decision: "approve",
    });
  },
};

/** Asking for more takes the words the family reads. */
export const AskForMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "要求補充資料…" }));
    const dialog = within(await canvas.findByRole("dialog"));
    await userEvent.type(dialog.getByRole("textbox"), "請補交出生證明書");
    await userEvent.click(dialog.getByRole("button", { name: "要求補充資料" }));
    await waitFor(() =>
      expect(log.last("registrationOfficeDecideMany")).toEqual({
        ids: [13],
        decision: "request_info",
        reason: "請補交出生證明書",
      }),
    );
  },
};
