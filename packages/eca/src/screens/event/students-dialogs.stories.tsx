import { endpoints, type EcaEntry } from "@campus/contract";
import { answer, callLog, page, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  ecaEvent,
  ecaSettings,
  ecaTeacher,
  entry,
  events,
  students,
} from "../../testing/eca-fixtures";
import { AddDialog, EntryDialog, MoveDialog } from "./students-dialogs";

/*
 * The students step's dialogs alone: one student's entry titled with the student, adding
 * students, moving the chosen ones; each opens its form (loaded when first opened) and closes
 * through its own buttons.
 */

const log = callLog();
const closed = fn();
const moved = fn();

function Dialogs() {
  const [editing, setEditing] = useState<EcaEntry | null>(null);
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState(false);
  const close = (then: () => void) => () => {
    closed();
    then();
  };
  return (
    <>
      <button type="button" onClick={() => setEditing(entry())}>
        打開紀錄
      </button>
      <button type="button" onClick={() => setAdding(true)}>
        打開新增
      </button>
      <button type="button" onClick={() => setMoving(true)}>
        打開移動
      </button>
      <EntryDialog
        event={ecaEvent()}
        settings={ecaSettings()}
        editing={editing}
        onClose={close(() => setEditing(null))}
      />
      <AddDialog event={ecaEvent()} open={adding} onClose={close(() => setAdding(false))} />
      <MoveDialog
        event={ecaEvent()}
        ids={[1, 2]}
        open={moving}
        onClose={close(() => setMoving(false))}
        onMoved={(result) => {
          moved(result);
          setMoving(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "ECA/Components/StudentsDialogs",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1&step=3",
    route: "/smarteca/event",
    screen: Dialogs,
    answers: [
      answer(endpoints.ecaSaveEntry, entry()),
      answer(endpoints.ecaStudents, { classes: ["4A", "4B"], students: students() }),
      answer(endpoints.ecaEvents, page(events())),
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

/** Nothing is open until asked. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "打開紀錄" })).toBeVisible();
    await expect(canvas.queryByRole("dialog")).toBeNull();
  },
};

/** One student's entry, titled with the student; saved, the dialog closes. */
export const AnEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "打開紀錄" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "4A (1) 陳大文" }));
    await expect(await dialog.findByLabelText(/^獎項/)).toHaveValue("1");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(log.last("ecaSaveEntry")).toMatchObject({ id: 1 }));
    await waitFor(() => expect(closed).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};

/** Adding students: the class register's form; its close button closes it. */
export const Adding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "打開新增" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增學生" }));
    await expect(await dialog.findByRole("searchbox", { name: /^搜尋學生/ })).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "關閉" }));
    await expect(closed).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};

/** Moving the chosen two: a target picked, moved, the outcome handed back. */
export const Moving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "打開移動" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "移動學生至其他活動" }));
    await expect(await dialog.findByText("將已選的 2 名學生移至：")).toBeVisible();
    const targets = await dialog.findByRole("radiogroup", { name: "目標活動" });
    await userEvent.click(within(targets).getByRole("radio", { name: /ECA2026-003/ }));
    await userEvent.click(dialog.getByRole("button", { name: "移動（2）" }));
    await waitFor(() =>
      expect(moved).toHaveBeenCalledWith({
        results: [
          { id: 1, ok: true, msg: "已完成" },
          { id: 2, ok: true, msg: "已完成" },
        ],
      }),
    );
    await expect(closed).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};

/** Moving, called off: the cancel button closes it, nothing moved. */
export const MovingCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "打開移動" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "移動學生至其他活動" }));
    await userEvent.click(await dialog.findByRole("button", { name: "取消" }));
    await expect(closed).toHaveBeenCalledOnce();
    await expect(moved).not.toHaveBeenCalled();
    await expect(log.entries("ecaMoveEntries")).toHaveLength(0);
  },
};

/** In English: the dialogs' titles. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "打開新增" }));
    const adding = await canvas.findByRole("dialog", { name: "Add students" });
    await userEvent.click(within(adding).getByRole("button", { name: "Close" }));
    await userEvent.click(canvas.getByRole("button", { name: "打開移動" }));
    const moving = within(
      await canvas.findByRole("dialog", { name: "Move students to another event" }),
    );
    await expect(await moving.findByText("Move the 2 chosen students to:")).toBeVisible();
    await userEvent.click(moving.getByRole("button", { name: "Close" }));
    await userEvent.click(canvas.getByRole("button", { name: "打開紀錄" }));
    await expect(await canvas.findByRole("dialog", { name: "4A (1) Chan Tai Man" })).toBeVisible();
  },
};
