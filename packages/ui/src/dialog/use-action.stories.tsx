import { ApiError } from "@campus/core";
import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { DialogProvider } from "./dialog-provider";
import { MessageProvider } from "../message/message";
import { phoneFrame } from "../story-helpers/story-helpers";
import { StoryRuntime } from "../testing/story-runtime";
import { useAction } from "./use-action";

interface Loan {
  id: number;
  title: string;
}

const LOANS: Loan[] = [
  { id: 1, title: "小王子" },
  { id: 2, title: "夏綠蒂的網" },
];

type Outcome = "done" | "refused" | "slow" | "maintenance" | "lost" | "expired" | "crash";

const failure = (failure: ConstructorParameters<typeof ApiError>[1]) =>
  new ApiError("libraryRenew", failure, { write: true });

/**
 * What the server does with a renewal: grants it, refuses with a reason, takes its time, is
 * in maintenance (666), loses its answer, finds the session ended (once), or the code throws.
 */
function renewal(outcome: Outcome, calls: (id: number) => void) {
  let asked = 0;
  return async (loan: Loan) => {
    calls(loan.id);
    asked += 1;
    await new Promise((resolve) => setTimeout(resolve, outcome === "slow" ? 600 : 20));
    if (outcome === "maintenance")
      throw failure({ kind: "envelope", code: 666, msg: "maintenance", data: null });
    if (outcome === "lost") throw failure({ kind: "timeout" });
    if (outcome === "expired" && asked === 1)
      throw failure({ kind: "envelope", code: 401, msg: "請先登入", data: null });
    if (outcome === "crash") throw new TypeError("renewed.due is undefined");
    if (outcome === "refused")
      throw new ApiError("libraryRenew", {
        kind: "envelope",
        code: 409,
        msg: "此書已有其他讀者預約，未能續借。",
        data: null,
      });
    return { due: "2026-12-18" };
  };
}

function Renewals({
  outcome,
  refusal,
  signedIn,
  calls,
}: {
  outcome: Outcome;
  refusal: "toast" | "dialog" | "inline";
  signedIn: boolean;
  calls: (id: number) => void;
}) {
  const [reason, setReason] = useState<string | null>(null);
  const renewing = useAction({
    signIn: true,
    confirm: (loan: Loan) => ({ title: `續借《${loan.title}》？`, okText: "續借" }),
    run: renewal(outcome, calls),
    success: (renewed) => `續借申請已成功提交，新的到期日為 ${renewed.due}。`,
    refusal: refusal === "inline" ? (text: string) => setReason(text) : refusal,
    refusalTitle: "未能續借",
  });
  return (
    <ul>
      {LOANS.map((loan) => (
        <li key={loan.id}>
          {loan.title}{" "}
          <Button
            size="sm"
            loading={renewing.isRunning(loan)}
            onClick={() => void renewing.run(loan)}
            aria-label={`續借 ${loan.title}`}
          >
            續借
          </Button>
        </li>
      ))}
      {signedIn ? null : <li>signed out</li>}
      {reason && (
        <li>
          <span role="alert">{reason}</span>
        </li>
      )}
    </ul>
  );
}

function Story(props: {
  outcome: Outcome;
  refusal: "toast" | "dialog" | "inline";
  signedIn: boolean;
  calls: (id: number) => void;
  onSignInPrompt: () => boolean;
}) {
  return (
    <MessageProvider>
      <DialogProvider>
        <StoryRuntime signedIn={props.signedIn} onSignInPrompt={props.onSignInPrompt} showErrors>
          <Renewals {...props} />
        </StoryRuntime>
      </DialogProvider>
    </MessageProvider>
  );
}

const meta = {
  title: "UI/useAction",
  component: Story,
  args: {
    outcome: "done",
    refusal: "toast",
    signedIn: true,
    calls: fn(),
    onSignInPrompt: fn(() => false),
  },
} satisfies Meta<typeof Story>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ask, do, say so: the confirm, the call for that row only, then the success toast. */
export const AskDoSaySo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "續借 小王子" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "續借《小王子》？" }));
    await userEvent.click(ask.getByRole("button", { name: "續借" }));
    await expect(await canvas.findByText(/新的到期日為 2026-12-18/)).toBeVisible();
    await expect(args.calls).toHaveBeenCalledTimes(1);
    await expect(args.calls).toHaveBeenCalledWith(1);
  },
};

/** Saying no to the question does nothing. */
export const CancelledDoesNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "續借 小王子" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "續借《小王子》？" }));
    await userEvent.click(ask.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await expect(args.calls).not.toHaveBeenCalled();
  },
};

/** While it runs, that row's button is busy and the other row's is not. */
export const BusyRowOnly: Story = {
  args: { outcome: "slow" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "續借 小王子" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "續借《小王子》？" }));
    await userEvent.click(ask.getByRole("button", { name: "續借" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "續借 小王子" })).toHaveAttribute(
        "aria-busy",
        "true",
      ),
    );
    await expect(canvas.getByRole("button", { name: "續借 夏綠蒂的網" })).not.toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(await canvas.findByText(/新的到期日為/)).toBeVisible();
  },
};

/** A refusal the reader must read: the server's reason in a dialog. */
export const RefusalInADialog: Story = {
  args: { outcome: "refused", refusal: "dialog" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "續借 夏綠蒂的網" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "續借《夏綠蒂的網》？" }));
    await userEvent.click(ask.getByRole("button", { name: "續借" }));
    const refused = await canvas.findByRole("alertdialog", { name: "未能續借" });
    await expect(refused).toHaveTextContent("此書已有其他讀者預約，未能續借。");
    await expect(canvas.queryByText(/新的到期日/)).toBeNull();
  },
};

/** A refusal the screen shows itself, beside what was sent: no dialog, no toast. */
export const RefusalBesideIt: Story = {
  args: { outcome: "refused", refusal: "inline" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "續借 夏綠蒂的網" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "續借《夏綠蒂的網》？" }));
    await userEvent.click(ask.getByRole("button", { name: "續借" }));
    await expect(await canvas.findByText("此書已有其他讀者預約，未能續借。")).toHaveAttribute(
      "role",
      "alert",
    );
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.queryByText(/新的到期日/)).toBeNull();
  },
};

/** Signed out, the user is asked to sign in first; declining asks nothing more. */
export const SignedOutAsksToSignIn: Story = {
  args: { signedIn: false },
  decorators: [phoneFrame],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "續借 小王子" }));
    await expect(args.onSignInPrompt).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("alertdialog")).toBeNull();
    await expect(args.calls).not.toHaveBeenCalled();
  },
};

async function renew(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: `續借 ${title}` }));
  const ask = within(await canvas.findByRole("alertdialog", { name: `續借《${title}》？` }));
  await userEvent.click(ask.getByRole("button", { name: "續借" }));
  return canvas;
}

/**
 * Code 666 is not a refusal of this renewal: the maintenance notice (spec §8), once, never the
 * "未能續借" dialog with the raw message (issue 17).
 */
export const MaintenanceIsNotARefusal: Story = {
  args: { outcome: "maintenance", refusal: "dialog" },
  play: async ({ canvasElement }) => {
    const canvas = await renew(canvasElement, "小王子");
    const notice = await canvas.findByRole("alertdialog", { name: "系統維護中" });
    await expect(notice).toHaveTextContent("系統正進行短暫維護檢查，將於一小時內恢復");
    await expect(canvas.queryByRole("alertdialog", { name: "未能續借" })).toBeNull();
    await expect(canvas.getAllByRole("alertdialog")).toHaveLength(1);
  },
};

/** An answer that never came: the time-out, and that the outcome is not known. */
export const LostAnswerSaysSo: Story = {
  args: { outcome: "lost", refusal: "dialog" },
  play: async ({ canvasElement }) => {
    const canvas = await renew(canvasElement, "小王子");
    const said = await canvas.findByText(/^載入逾時（未能確認操作是否完成/);
    await expect(said).toBeVisible();
    await expect(canvas.queryByRole("alertdialog", { name: "未能續借" })).toBeNull();
  },
};

/** The session ended mid-action: sign in over the page, then the same renewal goes on. */
export const SessionEndedGoesOnAfterSignIn: Story = {
  args: { outcome: "expired", refusal: "dialog", onSignInPrompt: fn(() => true) },
  play: async ({ canvasElement, args }) => {
    const canvas = await renew(canvasElement, "夏綠蒂的網");
    await expect(await canvas.findByText(/新的到期日為 2026-12-18/)).toBeVisible();
    await expect(args.onSignInPrompt).toHaveBeenCalledWith({ reason: "expired" });
    await expect(args.calls).toHaveBeenCalledTimes(2);
    await expect(args.calls).toHaveBeenLastCalledWith(2);
    await expect(canvas.queryByRole("alertdialog", { name: "未能續借" })).toBeNull();
  },
};

/** Not signing in again leaves it there: nothing more is said or done. */
export const SessionEndedDeclined: Story = {
  args: { outcome: "expired", refusal: "dialog" },
  play: async ({ canvasElement, args }) => {
    const canvas = await renew(canvasElement, "小王子");
    await waitFor(() => expect(args.onSignInPrompt).toHaveBeenCalled());
    await expect(args.calls).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("alertdialog", { name: "未能續借" })).toBeNull();
  },
};

/** Even a bug is said, not swallowed or thrown at the console as an uncaught error. */
export const UnexpectedErrorIsSaid: Story = {
  args: { outcome: "crash", refusal: "dialog" },
  play: async ({ canvasElement }) => {
    const canvas = await renew(canvasElement, "小王子");
    await expect(await canvas.findByText("載入逾時")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "續借 小王子" })).not.toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};
