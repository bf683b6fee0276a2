import { endpoints } from "@campus/contract";
import { answer, callLog, page, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ecaEvent, ecaTeacher, events } from "../../testing/eca-fixtures";
import { MoveEntries } from "./move-entries";

/*
 * Moving students alone: the events the teacher edits (theirs: "mine"), the event itself left
 * out, no target said as the spec's message, then moved with each one's outcome handed back.
 */

const log = callLog();
const moved = fn();

const meta = {
  title: "ECA/Components/MoveEntries",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1&step=3",
    route: "/smarteca/event",
    screen: () => (
      <MoveEntries event={ecaEvent()} ids={[1, 2]} onMoved={moved} onCancel={() => undefined} />
    ),
    answers: [
      answer(endpoints.ecaEvents, (body) =>
        page(events().filter((e) => !body.q || e.code.includes(body.q))),
      ),
      answer(endpoints.ecaMoveEntries, (body) => ({
        results: body.ids.map((id) => ({ id, ok: true, msg: "已完成" })),
      })),
    ],
    user: ecaTeacher,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickATarget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("將已選的 2 名學生移至：")).toBeVisible();
    const targets = await canvas.findByRole("radiogroup", { name: "目標活動" });
    // The event itself is not a target.
    await expect(within(targets).queryByRole("radio", { name: /ECA2026-001/ })).toBeNull();
    await expect(log.last("ecaEvents")).toMatchObject({ mine: true });
    await userEvent.click(canvas.getByRole("button", { name: "移動（2）" }));
    await expect(await canvas.findByText("請選擇要移動的項目")).toBeVisible();
    await expect(log.entries("ecaMoveEntries")).toHaveLength(0);
    await userEvent.click(within(targets).getByRole("radio", { name: /ECA2026-003/ }));
    await userEvent.click(canvas.getByRole("button", { name: "移動（2）" }));
    await waitFor(() =>
      expect(log.last("ecaMoveEntries")).toEqual({ event_id: 1, ids: [1, 2], to_event_id: 3 }),
    );
    await waitFor(() => expect(moved).toHaveBeenCalled());
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole("searchbox", { name: "搜尋活動（編號或名稱）" }),
      "002{enter}",
    );
    await waitFor(() => expect(log.last("ecaEvents")).toMatchObject({ q: "002" }));
    const targets = await canvas.findByRole("radiogroup", { name: "目標活動" });
    await waitFor(() => expect(within(targets).getAllByRole("radio")).toHaveLength(1));
  },
};
