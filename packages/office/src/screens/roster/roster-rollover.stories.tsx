import { endpoints } from "@campus/contract";
import { answer, callLog, pending, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { officeStaff, rolloverPlan, rosterHistory } from "../../testing/office-fixtures";
import { RosterPage } from "./roster-page";

/*
 * The year-end rollover, the roster's fourth view: each class and where it goes (the P6
 * classes leave), a class's move changed, two classes into one refused before asking, the
 * rollover after a question; done for the year; read-only without the import action; loading
 * and a failed load. (The rules are the server's: roster/rollover.test.ts.)
 */

const log = callLog();

const meta = {
  title: "Office/Screens/Year-end rollover",
  component: ScreenStory,
  args: {
    path: "/office/roster?view=rollover",
    route: "/office/roster",
    screen: RosterPage,
    answers: [
      answer(endpoints.officeRolloverPlan, rolloverPlan()),
      answer(endpoints.officeRollover, () => ({
        ...rosterHistory()[2]!,
        undoable: true,
      })),
    ],
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each class with its move; 1A kept back a year as 1A; the whole school after a question. */
export const RollOver: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const oneA = await canvas.findByLabelText("1A（30 名學生）升到");
    await expect(oneA).toHaveValue("2A");
    await expect(canvas.getByLabelText("6A（29 名學生）升到")).toHaveValue("");
    await expect(canvas.getAllByText("全班標示為離校")).toHaveLength(2);
    await expect(canvas.getByText("61 名學生升班，57 名學生標示為離校。")).toBeVisible();

    await userEvent.clear(oneA);
    await userEvent.type(oneA, "1A");
    await expect(canvas.getByText("留在原班")).toBeVisible();
    await expect(canvas.getByText("31 名學生升班，57 名學生標示為離校。")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "升班至 2026/27 學年" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "升班至 2026/27 學年？" }));
    await expect(ask.getByText(/31 名學生升班，57 名學生標示為離校。/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "升班" }));
    await waitFor(() =>
      expect(log.last("officeRollover")).toEqual({
        moves: [
          { from: "1A", to: "1A" },
          { from: "4A", to: "5A" },
          { from: "6A", to: "" },
          { from: "6B", to: "" },
        ],
      }),
    );
    await expect(await canvas.findByText("已升班至 2026/27 學年")).toBeVisible();
  },
};

/** Two classes into one: said at the class, and nothing can be sent. */
export const TwoIntoOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sixA = await canvas.findByLabelText("6A（29 名學生）升到");
    await userEvent.type(sixA, "5A");
    await expect(canvas.getAllByText("兩班不可升到同一班（5A）")).toHaveLength(2);
    await expect(sixA).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("button", { name: "升班至 2026/27 學年" })).toBeDisabled();
  },
};

/** Done for the year (in English, desktop): said, the classes shown but not changed. */
export const DoneInEnglish: Story = {
  args: {
    locale: "en-US",
    answers: [answer(endpoints.officeRolloverPlan, rolloverPlan({ done: true }))],
  },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The school has rolled over into 2026\/27/)).toBeVisible();
    await expect(canvas.getByLabelText("4A (31 students) moves to")).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: /Roll over into/ })).toBeNull();
  },
};

/** An office member without the roster's import reads the plan only. */
export const ReadOnly: Story = {
  args: {
    user: {
      ...officeStaff,
      permissions: { ...officeStaff.permissions, "office.roster": ["query", "get"] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("4A（31 名學生）升到")).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: /升班至/ })).toBeNull();
  },
};

/** No class has students yet (a school before its roster). */
export const NoClasses: Story = {
  args: { answers: [answer(endpoints.officeRolloverPlan, rolloverPlan({ classes: [] }))] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("本校暫時沒有在校學生的班別。"),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { answers: [pending(endpoints.officeRolloverPlan)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("tab", { name: "升班" })).toBeVisible();
    await expect(within(canvasElement).queryByRole("textbox")).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { answers: [refuse(endpoints.officeRolloverPlan, 500, "伺服器錯誤")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("未能載入升班安排。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeVisible();
  },
};
