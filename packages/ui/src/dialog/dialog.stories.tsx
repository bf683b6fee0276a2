import type { Locale } from "@campus/contract";
import { IntlProvider, useIntl } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { StyleSheetManager } from "styled-components";
import { Button } from "../button/button";
import { phoneFrame } from "../story-helpers/story-helpers";
import { ShadowStyle } from "../theme/provider";
import { AlertDialog, ConfirmDialog } from "./confirm-dialog";
import { Dialog } from "./dialog";
import { DialogProvider, useAlert, useConfirm } from "./dialog-provider";

/** Spies for the stories that render a confirm or alert dialog directly. */
interface DialogStoryArgs {
  onOk: () => void;
  onCancel: () => void;
  onClose: () => void;
}

const meta = {
  title: "UI/Dialog",
  args: { onOk: fn(), onCancel: fn(), onClose: fn() },
  decorators: [
    (Story) => (
      <DialogProvider>
        <Story />
      </DialogProvider>
    ),
  ],
} satisfies Meta<DialogStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An opener and the dialog it controls, as a screen would write it. */
function DialogDemo({
  opener = "預約書籍",
  title = "預約《小王子》",
  children = <p>預約後請於三天內到圖書館取書。</p>,
  withField = true,
  closeOnBackdrop,
}: {
  opener?: string;
  title?: string;
  children?: ReactNode;
  withField?: boolean;
  closeOnBackdrop?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeOnBackdrop={closeOnBackdrop}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>取消</Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              確定
            </Button>
          </>
        }
      >
        {children}
        {withField && (
          <label>
            備註 <input name="note" />
          </label>
        )}
      </Dialog>
    </>
  );
}

const activeIn = (el: Element) => el.contains(document.activeElement);

export const Default: Story = {
  render: () => <DialogDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "預約書籍" });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole("dialog", { name: "預約《小王子》" });
    await expect(dialog).toHaveAttribute("open");
    // Focus goes to the first field, not the close button.
    await expect(canvas.getByRole("textbox", { name: "備註" })).toHaveFocus();
    await expect(document.documentElement.style.overflow).toBe("hidden");
    // Tab past the last button wraps to the first control: focus never leaves the dialog.
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(activeIn(dialog)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(activeIn(dialog)).toBe(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(document.documentElement.style.overflow).toBe("");
  },
};

export const CloseButtonAndBackdrop: Story = {
  render: () => <DialogDemo closeOnBackdrop withField={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "預約書籍" });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "關閉" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    // The backdrop is the dialog element itself, outside its content.
    await userEvent.click(await canvas.findByRole("dialog"));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

function ConfirmDemo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState("未回答");
  const ask = async () => {
    const ok = await confirm({
      title: "刪除這則書評？",
      content: "刪除後無法復原。",
      okText: "刪除",
      danger: true,
    });
    setAnswer(ok ? "已確認" : "已取消");
  };
  return (
    <>
      <Button variant="danger" onClick={ask}>
        刪除書評
      </Button>
      <p role="status">{answer}</p>
    </>
  );
}

export const UseConfirm: Story = {
  render: () => <ConfirmDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "刪除書評" });

    await userEvent.click(opener);
    let dialog = await canvas.findByRole("alertdialog", { name: "刪除這則書評？" });
    await expect(dialog).toHaveAccessibleDescription("刪除後無法復原。");
    // Deleting is dangerous: the safe answer has focus.
    await expect(within(dialog).getByRole("button", { name: "取消" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "刪除" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("已確認"));
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    dialog = await canvas.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("已取消"));

    await userEvent.click(opener);
    await canvas.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("status")).toHaveTextContent("已取消");
  },
};

export const ConfirmDialogComponent: Story = {
  render: (args) => (
    <ConfirmDialog
      open
      title="提交報名表？"
      content="提交後不能再修改。"
      onOk={args.onOk}
      onCancel={args.onCancel}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole("alertdialog", { name: "提交報名表？" });
    const ok = within(dialog).getByRole("button", { name: "確定" });
    await expect(ok).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  name: "Confirm busy (OK disabled)",
  render: (args) => (
    <ConfirmDialog
      open
      loading
      title="移動學生？"
      content="已選擇的 3 名學生將移到「籃球隊」。"
      onOk={args.onOk}
      onCancel={args.onCancel}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole("alertdialog");
    const ok = within(dialog).getByRole("button", { name: /確定/ });
    await expect(ok).toBeDisabled();
    await expect(ok).toHaveAttribute("aria-busy", "true");
    await userEvent.click(ok, { pointerEventsCheck: 0 });
    await expect(args.onOk).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

function AlertDemo() {
  const alert = useAlert();
  const [closed, setClosed] = useState(0);
  return (
    <>
      <Button
        onClick={async () => {
          await alert({ title: "請求失敗", content: "伺服器回應狀態 500" });
          setClosed((n) => n + 1);
        }}
      >
        載入資料
      </Button>
      <Button
        onClick={async () => {
          await alert({
            title: "系統維護",
            content: "系統正進行短暫維護檢查，將於一小時內恢復",
            okText: "重新載入",
          });
          setClosed((n) => n + 1);
        }}
      >
        開啟維護通知
      </Button>
      <p role="status">{`已關閉 ${closed} 次`}</p>
    </>
  );
}

export const ErrorAlert: Story = {
  name: "Error (info dialog with HTTP status)",
  render: () => <AlertDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "載入資料" }));
    let dialog = await canvas.findByRole("alertdialog", { name: "請求失敗" });
    await expect(dialog).toHaveAccessibleDescription("伺服器回應狀態 500");
    await expect(within(dialog).getByRole("button", { name: "確定" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("已關閉 1 次"));

    await userEvent.click(canvas.getByRole("button", { name: "開啟維護通知" }));
    dialog = await canvas.findByRole("alertdialog", { name: "系統維護" });
    await userEvent.click(within(dialog).getByRole("button", { name: "重新載入" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("已關閉 2 次"));
    await expect(canvas.getByRole("button", { name: "開啟維護通知" })).toHaveFocus();
  },
};

export const AlertDialogComponent: Story = {
  parameters: { locale: "en-US" },
  render: (args) => (
    <AlertDialog
      open
      title="Request failed"
      content="The server answered with status 503."
      onClose={args.onClose}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole("alertdialog", {
      name: "Request failed",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

function NestedDemo() {
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>管理書單</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="我的書單">
        <Button variant="danger" onClick={() => confirm({ title: "清空書單？", danger: true })}>
          清空
        </Button>
      </Dialog>
    </>
  );
}

export const NestedConfirm: Story = {
  render: () => <NestedDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "管理書單" }));
    const dialog = await canvas.findByRole("dialog", { name: "我的書單" });
    const clear = within(dialog).getByRole("button", { name: "清空" });
    await expect(clear).toHaveFocus();
    await userEvent.click(clear);
    await canvas.findByRole("alertdialog", { name: "清空書單？" });
    // Escape closes the top dialog only, and focus returns to the button inside the first one.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("dialog", { name: "我的書單" })).toBeVisible();
    await expect(clear).toHaveFocus();
    await expect(document.documentElement.style.overflow).toBe("hidden");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "管理書單" })).toHaveFocus();
    await expect(document.documentElement.style.overflow).toBe("");
  },
};

/** A dialog that has only OK to focus, so both Tab directions hit the wrap-around. */
function ShadowApp() {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="shadow-app">
      <Button onClick={() => setOpen(true)}>查看通知</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="借閱提示"
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            知道了
          </Button>
        }
      >
        <p>《小王子》將於明天到期。</p>
      </Dialog>
    </div>
  );
}

/** An element-like host: its own shadow root, its own React root, styles inside the root. */
function ShadowHost() {
  const hostRef = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
    const container = document.createElement("div");
    shadow.append(container);
    const root = createRoot(container);
    root.render(
      <StyleSheetManager target={shadow as unknown as HTMLElement}>
        <IntlProvider
          locale={intl.locale as Locale}
          messages={intl.messages as Record<string, string>}
        >
          <ShadowStyle />
          <ShadowApp />
        </IntlProvider>
      </StyleSheetManager>,
    );
    // Unmounting a root while React renders the outer one is refused; do it right after.
    return () => {
      queueMicrotask(() => {
        root.unmount();
        container.remove();
      });
    };
  }, [intl]);
  return <div ref={hostRef} data-testid="shadow-host" />;
}

export const InShadowRoot: Story = {
  render: () => <ShadowHost />,
  play: async ({ canvasElement }) => {
    const shadow = canvasElement.querySelector("[data-testid=shadow-host]")?.shadowRoot;
    if (!shadow) throw new Error("no shadow root");
    // within() must be scoped to an element inside the shadow root, not the root itself.
    const app = await waitFor(() => {
      const el = shadow.querySelector<HTMLElement>("[data-testid=shadow-app]");
      if (!el) throw new Error("shadow app not rendered yet");
      return el;
    });
    const scope = within(app);
    const opener = scope.getByRole("button", { name: "查看通知" });
    await userEvent.click(opener);
    const dialog = await scope.findByRole("dialog", { name: "借閱提示" });
    const ok = within(dialog).getByRole("button", { name: "知道了" });
    const close = within(dialog).getByRole("button", { name: "關閉" });
    await expect(shadow.activeElement).toBe(ok);
    // A dialog inside an element leaves the page around it alone: no scroll lock on <html>.
    await expect(document.documentElement.style.overflow).toBe("");
    await userEvent.tab();
    await expect(shadow.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    await expect(shadow.activeElement).toBe(ok);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(scope.queryByRole("dialog")).toBeNull());
    await expect(shadow.activeElement).toBe(opener);
    // The styles went into the shadow root, not the page.
    await expect(shadow.querySelector("style")).not.toBeNull();
  },
};

const longZh =
  "根據學校圖書館規則，每位學生同一時間最多可借閱五本圖書，借期為十四天，可於到期前續借一次。" +
  "逾期未還的圖書將暫停借閱權利，直至歸還為止；如圖書遺失或損毀，請盡快到圖書館辦理報失手續，並按館方指示賠償。";

export const LongTextZhTW: Story = {
  render: () => (
    <DialogDemo
      opener="閱讀借閱規則"
      title="學校圖書館借閱規則及逾期、報失與賠償安排（適用於全體學生及教職員）"
    >
      <p>{longZh}</p>
      <p>{longZh}</p>
    </DialogDemo>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "閱讀借閱規則" }));
    const dialog = await canvas.findByRole("dialog", { name: /學校圖書館借閱規則/ });
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole("button", { name: "確定" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};

export const LongTextEnUS: Story = {
  parameters: { locale: "en-US" },
  render: () => <ConfirmDemoEn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Move students" }));
    const dialog = await canvas.findByRole("alertdialog", { name: /Move the selected students/ });
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("true"));
  },
};

function ConfirmDemoEn() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState("");
  return (
    <>
      <Button
        onClick={async () =>
          setAnswer(
            String(
              await confirm({
                title:
                  "Move the selected students to the Inter-school Basketball Competition training squad?",
                content:
                  "Their other learning experiences records stay with their current extracurricular activity, and their guardians will be notified by email.",
              }),
            ),
          )
        }
      >
        Move students
      </Button>
      <p role="status">{answer}</p>
    </>
  );
}

export const Phone: Story = {
  decorators: [phoneFrame],
  globals: { viewport: { value: "phone" } },
  render: () => <DialogDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "預約書籍" }));
    const dialog = await canvas.findByRole("dialog");
    // Phones: the dialog takes the width of the screen less a small margin.
    const width = dialog.getBoundingClientRect().width;
    await expect(window.innerWidth).toBe(360);
    await expect(width).toBeGreaterThan(360 - 24);
    await expect(width).toBeLessThanOrEqual(360);
    await userEvent.click(within(dialog).getByRole("button", { name: "確定" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};
