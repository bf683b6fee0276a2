import { ScreenStory, callLog } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { bursar, classTeacher, office } from "../../testing/fees-fixtures";
import { ItemPage } from "./item-page";

/*
 * One fee for the office: its figures and classes; a waiting slip confirmed, another rejected with
 * a reason (a blank one not sent); a paid fee refunded; the children who have not paid; a fee
 * that is not there.
 */

const meta = {
  title: "Fees/Screens/Item",
  component: ScreenStory,
  args: {
    path: "/fees/item?id=2",
    route: "/fees/item",
    screen: ItemPage,
    answers: office(),
    user: bursar,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmed = callLog();
/** The fee's classes, and a slip confirmed after a question. */
export const ConfirmSlip: Story = {
  args: { answers: office(), onRuntime: confirmed.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "四年級旅行日車費" })).toBeVisible();
    await expect(canvas.getByText("每人 HK$120.00，2026年9月11日截止")).toBeVisible();
    const classes = canvas.getByRole("table", { name: "各班繳費情況" });
    await expect(within(classes).getByText("4B")).toBeVisible();
    const dues = await canvas.findByRole("table", { name: "學生" });
    const row = (await within(dues).findByText("4A 2 麥欣子")).closest("tr")!;
    await expect(within(row).getByRole("button", { name: "查看入數紙" })).toBeVisible();
    await userEvent.click(within(row).getByRole("button", { name: "確認收款" }));
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "確認已收到麥欣子的款項？" }),
    );
    await userEvent.click(ask.getByRole("button", { name: "確認收款" }));
    await waitFor(() =>
      expect(confirmed.last("feesDecideSlip")).toEqual({ payment_id: 61, decision: "confirm" }),
    );
    await expect(await within(row).findByText(/FR2026-000061/)).toBeVisible();
  },
};

const rejected = callLog();
/** Rejecting says why: a blank reason is not sent. */
export const RejectSlip: Story = {
  args: { answers: office(), onRuntime: rejected.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dues = await canvas.findByRole("table", { name: "學生" });
    await userEvent.click(await within(dues).findByRole("button", { name: "退回入數紙" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "退回麥欣子的入數紙" }));
    await userEvent.click(dialog.getByRole("button", { name: "退回入數紙" }));
    await expect(rejected.entries("feesDecideSlip")).toHaveLength(0);
    await userEvent.type(dialog.getByRole("textbox", { name: /原因/ }), "金額不符");
    await userEvent.click(dialog.getByRole("button", { name: "退回入數紙" }));
    await waitFor(() =>
      expect(rejected.last("feesDecideSlip")).toEqual({
        payment_id: 61,
        decision: "reject",
        reason: "金額不符",
      }),
    );
  },
};

const refunded = callLog();
/** A fee paid online is refunded with a reason. */
export const Refund: Story = {
  args: { answers: office(), onRuntime: refunded.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dues = await canvas.findByRole("table", { name: "學生" });
    const row = (await within(dues).findByText("4A 3 何家明")).closest("tr")!;
    await expect(row).toHaveTextContent("微信支付");
    await userEvent.click(within(row).getByRole("button", { name: "退款" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "退還何家明的 HK$120.00" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /退款原因/ }), "旅行日取消");
    await userEvent.click(dialog.getByRole("button", { name: "退款" }));
    await waitFor(() =>
      expect(refunded.last("feesRefund")).toEqual({ due_id: 43, reason: "旅行日取消" }),
    );
    await expect(await within(row).findByText("已退款")).toBeVisible();
  },
};

/** Those who have not paid, as the office chases them. */
export const Owing: Story = {
  args: { path: "/fees/item?id=2&show=owing" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dues = await canvas.findByRole("table", { name: "學生" });
    await expect(await within(dues).findByText("4A 1 陳小明")).toBeVisible();
    await expect(within(dues).queryByText("4A 3 何家明")).toBeNull();
    await expect(canvas.getByRole("radio", { name: "未繳" })).toBeChecked();
  },
};

/** A fee of another school, or none. */
export const NotFound: Story = {
  args: { path: "/fees/item?id=99" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到這個收費項目。")).toBeVisible();
  },
};

/** A class teacher follows who has paid, and is offered nothing to change. */
export const ClassTeacherReads: Story = {
  args: { user: classTeacher },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dues = await canvas.findByRole("table", { name: "學生" });
    await expect(await within(dues).findByText("4A 2 麥欣子")).toBeVisible();
    await expect(within(dues).queryByRole("button")).toBeNull();
  },
};
