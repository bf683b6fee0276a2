import { endpoints, type OutboxEntry } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { officeStaff } from "../../testing/office-fixtures";
import { OutboxPage } from "./outbox-page";

/*
 * The school's outbox: each text and e-mail with when, to whom (and where, mostly hidden), what
 * kind of message, what it said and whether it went; narrowed by way, to what did not go, to one
 * person (from a name), and empty.
 */

const log = callLog();

const FATHER = { id: 401, name_zh: "陳大文", name_en: "CHAN Tai Man" };
const ENTRIES: OutboxEntry[] = [
  {
    id: 3,
    sent_at: "2026-12-01T10:00:00.000Z",
    person: FATHER,
    channel: "sms",
    recipient: "+852 •••• 4567",
    source: "notices.reminder",
    subject: "回條提醒",
    text: "【民生小學】請於 12月5日 或之前為陳小明回覆「秋季旅行」回條。",
    delivered: true,
  },
  {
    id: 2,
    sent_at: "2026-12-01T09:30:00.000Z",
    person: { id: 402, name_zh: "李美玲", name_en: "LEE Mei Ling" },
    channel: "email",
    recipient: "m•••@example.com",
    source: "library.overdue",
    subject: "Overdue books",
    text: "Dear parent,\nLee Siu Ming's book is overdue.",
    delivered: false,
  },
  {
    id: 1,
    sent_at: "2026-11-30T02:00:00.000Z",
    person: null,
    channel: "sms",
    recipient: "+852 •••• 8899",
    source: "registration.offered",
    subject: "入學申請",
    text: "恭喜！貴子弟獲取錄。",
    delivered: true,
  },
];

const page = (list = ENTRIES) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });

/** The messages as shown: cards on a phone (the table is in the page, hidden), a table wider. */
const shown = async (canvasElement: HTMLElement, name = "已發出的訊息", role = "list") =>
  within(await within(canvasElement).findByRole(role, { name }));

const meta = {
  title: "Office/Screens/Outbox",
  component: ScreenStory,
  args: {
    path: "/office/outbox",
    route: "/office/outbox",
    screen: OutboxPage,
    answers: [answer(endpoints.officeOutbox, page())],
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Latest first: whom, where, what kind and what it said, and whether it went. */
export const Everything: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await shown(canvasElement);
    await expect(await list.findByText(/請於 12月5日 或之前為陳小明回覆/)).toBeVisible();
    await expect(list.getByText("通告回條提醒")).toBeVisible();
    await expect(list.getByText("圖書逾期提醒")).toBeVisible();
    await expect(list.getByText("入學申請通知")).toBeVisible();
    await expect(list.getByText("+852 •••• 4567")).toBeVisible();
    await expect(list.getByText("（沒有帳戶）")).toBeVisible();
    await expect(list.getAllByText("已送出")).toHaveLength(2);
    await expect(list.getByText("未能送出")).toBeVisible();
    await expect(canvas.getByText(/登入驗證碼除外/)).toBeVisible();
    await expect(log.last("officeOutbox")).toEqual({ pageNum: 1, pageSize: 20 });
  },
};

/** Texts only, then only what did not go: in the address, asked of the server. */
export const Narrowed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await (await shown(canvasElement)).findByText("通告回條提醒");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "方式" }), "sms");
    await waitFor(() =>
      expect(log.last("officeOutbox")).toEqual({ pageNum: 1, pageSize: 20, channel: "sms" }),
    );
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "狀態" }), "1");
    await waitFor(() =>
      expect(log.last("officeOutbox")).toEqual({
        pageNum: 1,
        pageSize: 20,
        channel: "sms",
        failed: true,
      }),
    );
  },
};

/** A name leads to that person's messages (in English, desktop), with a way back to all. */
export const OnePersonInEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await shown(canvasElement, "Texts and e-mails sent", "table");
    await expect(await table.findByText("Reply slip reminder")).toBeVisible();
    await expect(table.getByText("Not sent")).toBeVisible();
    await userEvent.click(table.getByRole("link", { name: "Only messages to CHAN Tai Man" }));
    await waitFor(() =>
      expect(log.last("officeOutbox")).toEqual({ pageNum: 1, pageSize: 20, person: 401 }),
    );
    await expect(await canvas.findByText("Messages to CHAN Tai Man only")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Show every message" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/office\/outbox$/),
    );
  },
};

/** Nothing sent yet, or nothing that matches. */
export const Empty: Story = {
  args: { answers: [answer(endpoints.officeOutbox, page([]))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("沒有符合條件的訊息")).toBeVisible();
  },
};
