import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ReasonDialog } from "./reason-dialog";

/*
 * The office's "why": required (the family reads it), at most 500 characters, kept as typed
 * when the step is refused, cleared once it went through.
 */

const meta = {
  title: "UI/ReasonDialog",
  component: ReasonDialog,
  args: {
    open: true,
    title: "不取錄申請 A2027-00012",
    label: "原因",
    hint: "家長會看到這段原因，請以清晰、體諒的字眼說明。",
    okText: "不取錄",
    danger: true,
    onClose: fn(),
    onSubmit: fn(async () => true),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ReasonDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the reason is asked for, nothing is done; typed, it is sent trimmed. */
export const Required: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "不取錄" }));
    await expect(dialog.getByText("請填寫此項")).toBeVisible();
    await expect(dialog.getByLabelText(/^原因/)).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/^原因/), "  本年度學額已滿  ");
    await expect(dialog.queryByText("請填寫此項")).toBeNull();
    await expect(dialog.getByText(/\/ 500/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "不取錄" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("本年度學額已滿");
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Refused: the dialog stays open with the text as typed. */
export const RefusedKeepsTheText: Story = {
  args: { onSubmit: fn(async () => false) },
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/^原因/), "學額已滿");
    await userEvent.click(dialog.getByRole("button", { name: "不取錄" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("學額已滿");
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog.getByLabelText(/^原因/)).toHaveValue("學額已滿");
  },
};
