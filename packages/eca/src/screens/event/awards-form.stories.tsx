import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ecaEvent, ecaOffice, ecaSettings, ecaTeacher } from "../../testing/eca-fixtures";
import { AwardsForm } from "./awards-form";

/*
 * The second step alone: a competition's trait items (one at least, said before any call), the
 * prizes and how many, and — for an event waiting for approval — pass and go on, or refuse with
 * a reason and go back to the list.
 */

const log = callLog();
const saved = fn();
const passed = fn();
const rejected = fn();

const form =
  (event = ecaEvent()) =>
  () => (
    <AwardsForm
      event={event}
      settings={ecaSettings()}
      onDirty={() => undefined}
      onSaved={saved}
      onPassed={passed}
      onRejected={rejected}
    />
  );

const answers = [
  answer(endpoints.ecaSaveAwards, (body) => ({
    ...ecaEvent(),
    version: body.version + 1,
    trait_ids: body.trait_ids,
    prizes: body.prizes.map((p) => ({ prize_id: p.prize_id, quantity: Number(p.quantity) })),
  })),
  answer(endpoints.ecaDecideEvents, (body) => ({
    results: body.ids.map((id) => ({ id, ok: true, msg: "已完成" })),
  })),
];

const meta = {
  title: "ECA/Components/AwardsForm",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1&step=2",
    route: "/smarteca/event",
    screen: form(),
    answers,
    user: ecaTeacher,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A competition without a trait item is told so, and nothing is sent; then it saves. */
export const CompetitionNeedsATrait: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "堅毅" })).toBeChecked();
    // The disabled trait is not on offer.
    await expect(canvas.queryByRole("checkbox", { name: "舊特質" })).toBeNull();
    await userEvent.click(canvas.getByRole("checkbox", { name: "堅毅" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "體育精神" }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("請至少選擇一項特質")).toBeVisible();
    await expect(log.entries("ecaSaveAwards")).toHaveLength(0);

    await userEvent.click(canvas.getByRole("checkbox", { name: "領導才能" }));
    const champions = canvas.getByRole("textbox", { name: "冠軍名額" });
    await userEvent.clear(champions);
    await userEvent.type(champions, "0");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("數值不可小於 1")).toBeVisible();
    await userEvent.clear(champions);
    await userEvent.type(champions, "2");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSaveAwards")).toEqual({
        id: 1,
        version: 3,
        trait_ids: [1],
        prizes: [
          { prize_id: 1, quantity: "2" },
          { prize_id: 3, quantity: "3" },
        ],
      }),
    );
    await waitFor(() => expect(saved).toHaveBeenCalled());
  },
};

/** A service event needs no trait item; the form holds no approval buttons for its teacher. */
export const ServiceWithoutTraits: Story = {
  args: { screen: form(ecaEvent({ nature: "service", trait_ids: [], prizes: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("此活動可培養或展現的特質")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "通過並繼續" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSaveAwards")).toMatchObject({ trait_ids: [], prizes: [] }),
    );
  },
};

const waiting = ecaEvent({ status: "pending", can: { edit: true, approve: true, delete: true } });

/** The office passes a waiting event, asked first, and goes on to its students. */
export const PassAndProceed: Story = {
  args: { screen: form(waiting), user: ecaOffice },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvas;
    await userEvent.click(canvas.getByRole("button", { name: "通過並繼續" }));
    const question = await body.findByRole("alertdialog", { name: "通過此活動？" });
    await userEvent.click(within(question).getByRole("button", { name: "通過" }));
    await waitFor(() =>
      expect(log.last("ecaDecideEvents")).toEqual({ ids: [1], decision: "pass" }),
    );
    await waitFor(() => expect(passed).toHaveBeenCalled());
    // Nothing was changed: nothing to save first.
    await expect(log.entries("ecaSaveAwards")).toHaveLength(0);
  },
};

/** Refused with a reason (required), then back to the list. */
export const RejectAndReturn: Story = {
  args: { screen: form(waiting), user: ecaOffice },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvas;
    await userEvent.click(canvas.getByRole("button", { name: "不通過並返回列表" }));
    const dialog = await body.findByRole("dialog", { name: "不通過此活動？" });
    // One event: its reason is its own, not "one for all selected" (issue 37, item 21).
    await expect(dialog).toHaveTextContent("提交者會看到這段原因，最多 500 字。");
    await userEvent.click(within(dialog).getByRole("button", { name: "不通過" }));
    await expect(await within(dialog).findByText("請填寫此項")).toBeVisible();
    await userEvent.type(within(dialog).getByRole("textbox"), "請補充比賽項目。");
    await userEvent.click(within(dialog).getByRole("button", { name: "不通過" }));
    await waitFor(() =>
      expect(log.last("ecaDecideEvents")).toEqual({
        ids: [1],
        decision: "reject",
        reason: "請補充比賽項目。",
      }),
    );
    await waitFor(() => expect(rejected).toHaveBeenCalled());
  },
};
