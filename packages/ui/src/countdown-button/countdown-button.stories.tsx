import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { CountdownButton } from "./countdown-button";

const meta = {
  title: "UI/CountdownButton",
  component: CountdownButton,
  args: { onClick: fn() },
} satisfies Meta<typeof CountdownButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "發送驗證碼" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toBeDisabled();
    // 60 s unless told otherwise.
    await expect(button).toHaveTextContent("60 秒後可重新發送");
  },
};

export const CountsDownAndComesBack: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "發送驗證碼" });
    await userEvent.click(button);
    await expect(button).toHaveTextContent("2 秒後可重新發送");
    await waitFor(() => expect(button).toHaveTextContent("1 秒後可重新發送"), { timeout: 2000 });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 2000 });
    await expect(button).toHaveTextContent("發送驗證碼");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const WaitsForTheSend: Story = {
  args: {
    seconds: 5,
    onClick: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: /發送驗證碼/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveTextContent("載入中");
    await waitFor(() => expect(button).toHaveTextContent("5 秒後可重新發送"));
    await expect(button).not.toHaveAttribute("aria-busy");
    await expect(button).toBeDisabled();
  },
};

/** The server says how long to wait (its answer's `resend_after`): that, not `seconds`. */
export const WaitsAsLongAsTheServerSays: Story = {
  args: { seconds: 60, onClick: fn(() => Promise.resolve(45)) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: /發送驗證碼/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent("45 秒後可重新發送"));
    await expect(button).toBeDisabled();
  },
};

export const FailedSendCanBeRetried: Story = {
  args: { onClick: fn(() => Promise.reject(new Error("network"))) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: /發送驗證碼/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(button).toHaveTextContent("發送驗證碼");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "發送驗證碼" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const StartsOnMount: Story = {
  args: { startOnMount: true, seconds: 30, children: "重新發送" },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent("30 秒後可重新發送");
  },
};

function Removable(props: { seconds: number }) {
  const [shown, setShown] = useState(true);
  return (
    <div>
      {shown && <CountdownButton seconds={props.seconds} />}
      <button type="button" onClick={() => setShown(false)}>
        關閉
      </button>
    </div>
  );
}

export const StopsItsTimerWhenRemoved: Story = {
  render: () => <Removable seconds={30} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const set = spyOn(window, "setInterval");
    const clear = spyOn(window, "clearInterval");
    try {
      await userEvent.click(canvas.getByRole("button", { name: "發送驗證碼" }));
      await expect(set).toHaveBeenCalledTimes(1);
      const timer = set.mock.results[0]!.value;
      await userEvent.click(canvas.getByRole("button", { name: "關閉" }));
      await expect(clear).toHaveBeenCalledWith(timer);
    } finally {
      set.mockRestore();
      clear.mockRestore();
    }
  },
};

export const LongChineseTextOnPhone: Story = {
  args: { children: "重新發送驗證碼至已登記的手提電話號碼", block: true, seconds: 2 },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", {
      name: "重新發送驗證碼至已登記的手提電話號碼",
    });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      frameOf(canvasElement).getBoundingClientRect().right,
    );
    await userEvent.click(button);
    await expect(button).toHaveTextContent("2 秒後可重新發送");
  },
};

export const English: Story = {
  args: { seconds: 2 },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Send verification code" });
    await userEvent.click(button);
    await expect(button).toHaveTextContent("Resend in 2 seconds");
    // Plural-aware: one second, not "1 seconds".
    await waitFor(() => expect(button).toHaveTextContent("Resend in 1 second"), {
      timeout: 2000,
    });
  },
};

export const SimplifiedChinese: Story = {
  args: { startOnMount: true, seconds: 1200 },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    // Numbers through Intl: 1,200 with a group separator.
    await expect(within(canvasElement).getByRole("button")).toHaveTextContent(
      "1,200 秒后可重新获取",
    );
  },
};

export const Phone: Story = {
  args: { variant: "primary", block: true },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "發送驗證碼" });
    const frame = frameOf(canvasElement).getBoundingClientRect();
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    await userEvent.click(button);
    await expect(button).toBeDisabled();
  },
};
