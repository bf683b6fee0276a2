import { endpoints } from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ecaEvent, ecaSettings, ecaTeacher, entry } from "../../testing/eca-fixtures";
import { EntryForm } from "./entry-form";

/*
 * One student's entry alone: the score the school's rule gives it follows each choice (category
 * 7.5 × prize × level factor, the office's settings), what is typed goes as typed, and a refusal
 * lands under its field with nothing lost.
 */

const log = callLog();
const done = fn();

const meta = {
  title: "ECA/Components/EntryForm",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1&step=3",
    route: "/smarteca/event",
    screen: () => (
      <EntryForm event={ecaEvent()} entry={entry()} settings={ecaSettings()} onDone={done} />
    ),
    answers: [answer(endpoints.ecaSaveEntry, entry({ prize_id: 3, score: 22.5 }))],
    user: ecaTeacher,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ScoreFollowsTheChoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Champion (×3) at territory level (×2) of a 7.5-point category: 45.
    await expect(canvas.getByText("按學校計分規則，此紀錄得 45 分")).toBeVisible();
    await expect(canvas.queryByRole("option", { name: "舊獎項" })).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText(/^獎項/), "3");
    await expect(canvas.getByText("按學校計分規則，此紀錄得 22.5 分")).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(/^比賽級別/), "");
    await expect(canvas.getByText("按學校計分規則，此紀錄得 11.25 分")).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(/^比賽級別/), "district");
    await userEvent.type(canvas.getByLabelText(/^時數/), "1.25");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText(/一位小數/)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^時數/));
    await userEvent.type(canvas.getByLabelText(/^時數/), "2.5");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSaveEntry")).toEqual({
        id: 1,
        prize_id: "3",
        level: "district",
        competition_item: "100 米",
        remark: "帶領隊員完成比賽",
        achievement: "冠軍",
        role: "隊長",
        hours: "2.5",
      }),
    );
    await waitFor(() => expect(done).toHaveBeenCalled());
  },
};

/**
 * The rules the server keeps, said before saving: only the event's own awards are offered
 * (champion and merit, not the runners-up), and an entry's hours are at most the event's.
 */
export const TheEventsOwnTerms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const award = canvas.getByLabelText(/^獎項/);
    await expect(
      within(award)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["沒有獎項", "冠軍", "優異獎"]);
    await userEvent.type(canvas.getByLabelText(/^時數/), "999");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("數值不可大於 6")).toBeVisible();
    await expect(log.entries("ecaSaveEntry")).toHaveLength(0);
  },
};

/** An event that has not begun: no award yet, and the form says why. */
export const BeforeTheEvent: Story = {
  args: {
    screen: () => (
      <EntryForm
        event={ecaEvent({ starts_on: "2099-06-01", ends_on: "2099-06-01" })}
        entry={entry({ prize_id: null })}
        settings={ecaSettings()}
        onDone={done}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^獎項/)).toBeDisabled();
    await expect(canvas.getByText("活動開始後才可記錄獎項")).toBeVisible();
  },
};

/** The server refuses an item: said under the field; what was typed stays. */
export const Refused: Story = {
  args: {
    answers: [
      refuse(endpoints.ecaSaveEntry, 400, "請修正表格", {
        fields: [{ field: "competition_item", message: "此比賽項目不屬於本活動" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^成就/), "（破紀錄）");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("此比賽項目不屬於本活動")).toBeVisible();
    await expect(canvas.getByLabelText(/^成就/)).toHaveValue("冠軍（破紀錄）");
  },
};

export const English: Story = {
  parameters: { locale: "en-US" },
  args: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("By the school's scoring rule this record scores 45"),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Competition level/)).toHaveDisplayValue("Hong Kong-wide");
  },
};
