import { ApiError } from "@campus/core";
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

type Outcome = "done" | "refused" | "slow";

/** What the server does with a renewal: grants it, refuses with a reason, or takes its time. */
function renewal(outcome: Outcome, calls: (id: number) => void) {
  return async (loan: Loan) => {
    calls(loan.id);
    await new Promise((resolve) => setTimeout(resolve, outcome === "slow" ? 600 : 20));
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
  refusal: "toast" | "dialog";
  signedIn: boolean;
  calls: (id: number) => void;
}) {
  const renewing = useAction({
    signIn: true,
    confirm: (loan: Loan) => ({ title: `續借《${loan.title}》？`, okText: "續借" }),
    run: renewal(outcome, calls),
    success: (renewed) => `續借申請已成功提交，新的到期日為 ${renewed.due}。`,
    refusal,
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
    </ul>
  );
}

function Story(props: {
  outcome: Outcome;
  refusal: "toast" | "dialog";
  signedIn: boolean;
  calls: (id: number) => void;
  onSignInPrompt: () => boolean;
}) {
  return (
    <MessageProvider>
      <DialogProvider>
        <StoryRuntime signedIn={props.signedIn} onSignInPrompt={props.onSignInPrompt}>
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
