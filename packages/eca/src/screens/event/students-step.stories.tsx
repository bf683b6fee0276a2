import { endpoints, type EcaApproval } from "@campus/contract";
import { answer, callLog, page, PAYLOADS, ScreenStory, userTextStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  ecaEvent,
  ecaOffice,
  ecaSettings,
  ecaTeacher,
  entries,
  entry,
} from "../../testing/eca-fixtures";
import { StudentsStep } from "./students-step";

/*
 * The third step: the event's students in register order with award, level and score; each act
 * without the students it needs says the spec's message (§5); removing and passing are asked
 * first; a refusal takes a reason; confirming the list asks, then goes back to the list.
 */

const log = callLog();
const confirmed = fn();

const entriesAnswer = answer(endpoints.ecaEntries, (body) => {
  const list = entries().filter((e) => !body.status || e.status === (body.status as EcaApproval));
  return { ...page(list, body.pageNum, body.pageSize), pending: 1 };
});

/** The rows' text as shown: a phone's cards and a desktop's table hold it once each. */
const shown = async (canvas: ReturnType<typeof within>, text: string) =>
  expect((await canvas.findAllByText(text)).some((el: HTMLElement) => el.checkVisibility())).toBe(
    true,
  );

const step =
  (event = ecaEvent()) =>
  () => <StudentsStep event={event} settings={ecaSettings()} onConfirmed={confirmed} />;

const meta = {
  title: "ECA/Components/StudentsStep",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1&step=3",
    route: "/smarteca/event",
    screen: step(),
    answers: [
      entriesAnswer,
      answer(endpoints.ecaRemoveEntries, (body) => ({ removed: body.ids.length })),
      answer(endpoints.ecaDecideEntries, (body) => ({
        results: body.ids.map((id) => ({ id, ok: true, msg: "已完成" })),
      })),
    ],
    user: ecaOffice,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list, and the four messages of §5 when nothing (or nothing waiting) is chosen. */
export const SaysWhatIsMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvas, "4A (1) 陳大文");
    await shown(canvas, "100 米 · 冠軍");
    await shown(canvas, "全港");
    await shown(canvas, "16.88");
    await userEvent.click(canvas.getByRole("button", { name: "移動" }));
    await expect(await canvas.findByText("請先選擇學生")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "移除" }));
    await expect(await canvas.findByText("請選擇要移除的項目")).toBeVisible();
    // A passed record chosen is not a waiting one.
    await userEvent.click(canvas.getByRole("checkbox", { name: "選擇4A (1) 陳大文" }));
    await userEvent.click(canvas.getByRole("button", { name: "通過" }));
    await expect(await canvas.findByText("請選擇待審批的學生")).toBeVisible();
    await expect(log.entries("ecaDecideEntries")).toHaveLength(0);
    await expect(log.entries("ecaRemoveEntries")).toHaveLength(0);
  },
};

export const RemoveAfterAsking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("checkbox", { name: "選擇4A (2) 何美玲" }));
    await userEvent.click(canvas.getByRole("button", { name: "移除" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "移除 1 名學生？" }));
    await userEvent.click(ask.getByRole("button", { name: "移除" }));
    await waitFor(() => expect(log.last("ecaRemoveEntries")).toEqual({ event_id: 1, ids: [2] }));
    await expect(await canvas.findByText("已移除 1 名學生")).toBeVisible();
  },
};

/** A parent's submission waiting: passed after a question, or refused with a reason. */
export const DecideWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: "待審批（1）" }));
    await userEvent.click(await canvas.findByRole("checkbox", { name: "選擇4A (3) 李嘉豪" }));
    await shown(canvas, "家長");
    await userEvent.click(canvas.getByRole("button", { name: "不通過" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "不通過 1 項學生紀錄？" }));
    await userEvent.type(dialog.getByRole("textbox"), "請上載證書。");
    await userEvent.click(dialog.getByRole("button", { name: "不通過" }));
    await waitFor(() =>
      expect(log.last("ecaDecideEntries")).toEqual({
        ids: [3],
        decision: "reject",
        reason: "請上載證書。",
      }),
    );
  },
};

/** Twelve students of two classes: 10 a page, or 20 chosen; a class on its own. */
const many = Array.from({ length: 12 }, (_, i) =>
  entry({
    id: 100 + i,
    status: "pending",
    student: {
      ...entry().student,
      id: 500 + i,
      name_zh: `學生${i + 1}`,
      name_en: `Student ${i + 1}`,
      class_name: i < 8 ? "4A" : "4B",
      class_number: (i % 8) + 1,
    },
  }),
);
const manyAnswers = [
  answer(endpoints.ecaEntries, (body) => {
    const list = many.filter((e) => !body.class_name || e.student.class_name === body.class_name);
    return { ...page(list, body.pageNum, body.pageSize), pending: list.length };
  }),
  answer(endpoints.ecaStudents, { classes: ["4A", "4B"], students: [] }),
  answer(endpoints.ecaDecideEntries, (body) => ({
    results: body.ids.map((id) => ({ id, ok: true, msg: "已完成" })),
  })),
];

/** A large event: the page's students chosen, then the next page's — one decision for all. */
export const ChooseAcrossPages: Story = {
  args: { answers: manyAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvas, "4A (1) 學生1");
    await userEvent.click(canvas.getByRole("checkbox", { name: "全選本頁" }));
    await expect(await canvas.findByText(/已選 10 人/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /第 2 頁|下一頁/ }));
    await userEvent.click(await canvas.findByRole("checkbox", { name: "選擇4B (3) 學生11" }));
    await expect(await canvas.findByText(/已選 11 人/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "通過" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog")).getByRole("button", { name: "通過" }),
    );
    await waitFor(() =>
      expect(log.last("ecaDecideEntries")).toEqual({
        ids: [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110],
        decision: "pass",
      }),
    );
  },
};

/** One class at a time, in pages of a size chosen. */
export const OneClassAtATime: Story = {
  args: { answers: manyAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole("combobox", { name: "班別" }), "4B");
    await waitFor(() => expect(log.last("ecaEntries")).toMatchObject({ class_name: "4B" }));
    await shown(canvas, "4B (1) 學生9");
    await expect(canvas.queryByText("4A (1) 學生1")).toBeNull();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "班別" }), "");
    await shown(canvas, "4A (1) 學生1");
  },
};

export const ConfirmTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvas, "4A (2) 何美玲");
    await userEvent.click(canvas.getByRole("button", { name: "確認學生名單" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "確認此活動的學生名單？" }));
    await expect(ask.getByText(/共 3 名學生，其中 1 項紀錄待審批/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "確認學生名單" }));
    await waitFor(() => expect(confirmed).toHaveBeenCalled());
  },
};

/**
 * Another teacher's event seen by a teacher who may approve, but does not answer for it: no 通過 /
 * 不通過 (issue 37, item 8), as the server would refuse them.
 */
export const NotTheirsToDecide: Story = {
  args: {
    screen: step(ecaEvent({ can: { edit: false, approve: false, delete: false } })),
    user: {
      ...ecaTeacher,
      user_id: 99,
      permissions: { ...ecaTeacher.permissions, "eca.approval": ["query", "get", "edit"] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvas, "4A (1) 陳大文");
    await expect(canvas.queryByRole("button", { name: "通過" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "不通過" })).toBeNull();
    await expect(canvas.queryByRole("checkbox")).toBeNull();
  },
};

/** Another teacher's event: the students read, nothing to change or decide. */
export const ReadOnly: Story = {
  args: {
    screen: step(ecaEvent({ can: { edit: false, approve: false, delete: false } })),
    user: ecaTeacher,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvas, "4A (1) 陳大文");
    await expect(canvas.queryByRole("button", { name: "新增學生" })).toBeNull();
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "確認學生名單" })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    answers: [answer(endpoints.ecaEntries, { ...page([]), pending: 0 })],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/此活動還沒有學生/)).toBeVisible();
  },
};

export const EnglishDesktop: Story = {
  parameters: { locale: "en-US" },
  args: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Add students" })).toBeVisible();
    await expect(await canvas.findByRole("radio", { name: "Pending (1)" })).not.toBeChecked();
    await shown(canvas, "Hong Kong-wide");
  },
};

/** Stored user text (issue 7): entries whose role, achievement and remark are the payloads. */
const written = {
  answers: [
    answer(endpoints.ecaEntries, () => ({
      ...page(
        PAYLOADS.map((payload, i) =>
          entry({
            id: 1000 + i,
            role: payload.text,
            achievement: payload.text,
            remark: payload.text,
            competition_item: payload.text,
          }),
        ),
        1,
        PAYLOADS.length,
      ),
      pending: 0,
    })),
  ],
};
export const UserTextOnAPhone: Story = userTextStory("phone", written);
export const UserTextOnADesktop: Story = userTextStory("desktop", written);
