import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { useState } from "react";
import { Button } from "../button/button";
import { Dialog } from "../dialog/dialog";
import { phoneFrame } from "../story-helpers/story-helpers";
import { MessageProvider, useMessage, type MessageTone } from "./message";

const meta = {
  title: "UI/Message",
  decorators: [
    (Story) => (
      <MessageProvider>
        <Story />
      </MessageProvider>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

interface Action {
  label: string;
  tone: MessageTone;
  text: string;
  durationMs?: number;
}

function MessageDemo({ actions }: { actions: Action[] }) {
  const message = useMessage();
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      {actions.map(({ label, tone, text, durationMs }) => (
        <Button
          key={label}
          onClick={() => message[tone](text, durationMs === undefined ? undefined : { durationMs })}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Success: Story = {
  render: () => (
    <MessageDemo
      actions={[{ label: "續借", tone: "success", text: "續借申請已成功提交", durationMs: 400 }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "續借" }));
    const started = performance.now();
    const region = canvas.getByRole("status");
    await expect(region).toHaveTextContent("續借申請已成功提交");
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 2_000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(350);
    // Rendered in place (position: fixed), not portalled out of the story.
    await expect(canvasElement.contains(region)).toBe(true);
  },
};

export const ErrorMessage: Story = {
  name: "Error",
  render: () => (
    <MessageDemo
      actions={[{ label: "重新整理", tone: "error", text: "網絡連接錯誤", durationMs: 400 }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "重新整理" }));
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("網絡連接錯誤");
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
    await waitFor(() => expect(alert).toBeEmptyDOMElement(), { timeout: 2_000 });
  },
};

export const SpecDurations: Story = {
  name: "Default durations (3 s, errors 2.5 s)",
  render: () => (
    <MessageDemo
      actions={[
        { label: "成功", tone: "success", text: "操作成功" },
        { label: "錯誤", tone: "error", text: "載入逾時" },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "成功" }));
    await userEvent.click(canvas.getByRole("button", { name: "錯誤" }));
    await sleep(2_300);
    await expect(canvas.getByRole("alert")).toHaveTextContent("載入逾時");
    await waitFor(() => expect(canvas.getByRole("alert")).toBeEmptyDOMElement(), {
      timeout: 600,
    });
    await expect(canvas.getByRole("status")).toHaveTextContent("操作成功");
    await waitFor(() => expect(canvas.getByRole("status")).toBeEmptyDOMElement(), {
      timeout: 1_000,
    });
  },
};

export const DismissAndPause: Story = {
  render: () => (
    <MessageDemo
      actions={[
        { label: "提示", tone: "info", text: "識別需時，請稍候", durationMs: 300 },
        { label: "警告", tone: "warning", text: "請先選擇學生", durationMs: 0 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole("status");
    await userEvent.click(canvas.getByRole("button", { name: "提示" }));
    // While the pointer rests on it, it stays.
    await userEvent.hover(within(status).getByText("識別需時，請稍候"));
    await sleep(600);
    await expect(status).toHaveTextContent("識別需時，請稍候");
    await userEvent.unhover(within(status).getByText("識別需時，請稍候"));
    await waitFor(() => expect(status).not.toHaveTextContent("識別需時"), { timeout: 1_000 });

    // durationMs 0 stays until dismissed.
    await userEvent.click(canvas.getByRole("button", { name: "警告" }));
    await sleep(400);
    await expect(status).toHaveTextContent("請先選擇學生");
    await userEvent.click(within(status).getByRole("button", { name: "關閉訊息" }));
    await expect(status).toBeEmptyDOMElement();
  },
};

export const Stacked: Story = {
  render: () => (
    <MessageDemo
      actions={[
        { label: "一", tone: "info", text: "請選擇要移動的項目", durationMs: 0 },
        { label: "二", tone: "success", text: "操作成功", durationMs: 0 },
        { label: "三", tone: "warning", text: "請至少選擇一項特質", durationMs: 0 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["一", "二", "三", "二"]) {
      await userEvent.click(canvas.getByRole("button", { name }));
    }
    const cards = within(canvas.getByRole("status"))
      .getAllByRole("button", { name: "關閉訊息" })
      .map((button) => button.parentElement as HTMLElement);
    // Newest last; the same text again moves rather than repeats.
    const expected = ["請選擇要移動的項目", "請至少選擇一項特質", "操作成功"];
    await expect(cards).toHaveLength(expected.length);
    for (const [i, text] of expected.entries()) await expect(cards[i]).toHaveTextContent(text);
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(first?.bottom).toBeLessThanOrEqual(second?.top ?? 0);
  },
};

export const LongTextZhTW: Story = {
  render: () => (
    <MessageDemo
      actions={[
        {
          label: "提交",
          tone: "error",
          text: "系統正進行短暫維護檢查，將於一小時內恢復。如需即時協助，請聯絡學校圖書館或課外活動負責老師，並提供申請編號及學生姓名。",
          durationMs: 0,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(/系統正進行短暫維護檢查/);
    const box = alert.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongTextEnUS: Story = {
  parameters: { locale: "en-US" },
  render: () => (
    <MessageDemo
      actions={[
        {
          label: "Renew",
          tone: "success",
          text: "Renewal request submitted successfully. You will receive an email when the school library approves it.",
          durationMs: 0,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Renew" }));
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent(/Renewal request submitted successfully/);
    await userEvent.click(within(status).getByRole("button", { name: "Dismiss message" }));
    await expect(status).toBeEmptyDOMElement();
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  globals: { viewport: { value: "phone" } },
  render: () => (
    <MessageDemo
      actions={[
        {
          label: "上載",
          tone: "error",
          text: "上載失敗：檔案超過大小上限（5 MB），請選擇較小的檔案後再試。",
          durationMs: 0,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "上載" }));
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(/上載失敗/);
    const box = alert.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(360);
    await expect(within(alert).getByRole("button", { name: "關閉訊息" })).toBeVisible();
  },
};

function DialogThenError() {
  const message = useMessage();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>報失</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="報失《鐘樓之謎》">
        <Button onClick={() => message.error("網絡連接錯誤", { durationMs: 0 })}>提交報失</Button>
      </Dialog>
    </>
  );
}

/**
 * An error while a modal dialog is open is drawn above the dialog and its backdrop, never
 * under it (issue 17): the messages are raised to the top of the top layer for each new one.
 * They live inside the dialog while it is open, so they can still be dismissed (outside it the
 * page is inert) and a screen reader hears them (issue 9, item 10).
 */
export const AboveAModalDialog: Story = {
  decorators: [phoneFrame],
  render: () => <DialogThenError />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "報失" }));
    const dialog = await canvas.findByRole("dialog", { name: "報失《鐘樓之謎》" });
    await userEvent.click(within(dialog).getByRole("button", { name: "提交報失" }));
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("網絡連接錯誤");
    const stack = alert.closest("[popover]")!;
    await expect(stack.matches(":popover-open")).toBe(true);
    // The dialog is in the top layer too; the message went there after it, so it is above.
    await expect(dialog.closest("dialog")!.matches(":modal")).toBe(true);
    // Reachable by a pointer: outside the modal dialog the page is inert, and hit-testing
    // (as a tap would) passes through it to the backdrop.
    const dismiss = within(alert).getByRole("button", { name: "關閉訊息" });
    const box = dismiss.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(dismiss.contains(hit)).toBe(true);
    await userEvent.click(dismiss);
    await expect(alert).toBeEmptyDOMElement();
    await expect(dialog).toBeVisible();
  },
};

function DialogThatClosesOnSuccess() {
  const message = useMessage();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>報失</Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} title="報失《鐘樓之謎》">
          <Button
            onClick={() => {
              message.success("操作成功");
              setOpen(false);
            }}
          >
            提交報失
          </Button>
        </Dialog>
      )}
    </>
  );
}

/** A message shown as its dialog closes outlives the dialog: it moves back to the page. */
export const OutlivesItsDialog: Story = {
  render: () => <DialogThatClosesOnSuccess />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "報失" }));
    const dialog = await canvas.findByRole("dialog", { name: "報失《鐘樓之謎》" });
    await userEvent.click(within(dialog).getByRole("button", { name: "提交報失" }));
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(canvas.getByRole("status")).toHaveTextContent("操作成功");
    await expect(canvas.getByText("操作成功")).toBeVisible();
  },
};
