import { teacherUser } from "@campus/contract/fixtures";
import { endpoints } from "@campus/contract";
import {
  answer,
  callLog,
  page,
  PAYLOADS,
  ScreenStory,
  serveFile,
  userTextStory,
} from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  office,
  officeStaff,
  RECIPIENTS,
  SENT_WITH_SLIP,
  tracking,
} from "../../testing/notices-fixtures";
import { RepliesPage } from "./replies-page";

/*
 * A sent notice's reads and replies, as the office follows them: per class, the children one
 * by one and filtered, a reply reopened with a reason, the whole as a workbook; a draft and a
 * notice that is none said plainly.
 */

const EXPORTED = "/api/notices/office/5/replies";

const meta = {
  title: "Notices/Screens/Replies",
  component: ScreenStory,
  args: {
    path: "/notices/replies?id=5",
    route: "/notices/replies",
    screen: RepliesPage,
    answers: [...office(), ...tracking()],
    user: officeStaff,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const filtered = callLog();
/**
 * On a phone: the counts, each class's read and replied, each child's reply; those still to
 * reply, then one class's, from the address (a reload shows the same), and back to every class.
 */
export const ByClassAndFilter: Story = {
  args: { answers: [...office(), ...tracking()], onRuntime: filtered.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "家長日回條：閱讀及回覆" }),
    ).toBeVisible();
    await expect(canvas.getByText("2 位的家長已交回回條。")).toBeVisible();
    const classes = await canvas.findByRole("list", { name: "各班統計" });
    await expect(await within(classes).findByText("2 / 3")).toBeVisible();
    await expect(within(classes).getAllByText("0 / 2")).toHaveLength(2);
    const children = canvas.getByRole("list", { name: "學生" });
    await expect(await within(children).findByText("4A (3) 陳小明")).toBeVisible();
    await expect(within(children).getByText("星期五下午")).toBeVisible();
    await expect(within(children).getByText(/已由 李太 於 .+ 簽署/)).toBeVisible();
    await expect(within(children).getByText("曾重開 1 次")).toBeVisible();

    await userEvent.click(canvas.getByRole("radio", { name: "未交回條" }));
    // The skeleton stands in while the filtered page loads: wait for its rows.
    await waitFor(() => {
      expect(within(children).getByText("4B (9) 何俊傑")).toBeVisible();
      expect(within(children).queryByText("4A (3) 陳小明")).toBeNull();
    });
    await expect(filtered.last("noticeRecipients")).toMatchObject({ id: 5, filter: "unreplied" });

    await userEvent.click(within(classes).getByRole("link", { name: "4B" }));
    const of4B = await canvas.findByRole("list", { name: "4B 班學生" });
    await waitFor(() => expect(within(of4B).queryByText("4A (20) 黃子軒")).toBeNull());
    await expect(filtered.last("noticeRecipients")).toMatchObject({
      class_name: "4B",
      filter: "unreplied",
    });
    await expect(canvas.getByRole("radio", { name: "未交回條" })).toBeChecked();
    await userEvent.click(canvas.getByRole("link", { name: "顯示全部班別" }));
    // Every class's children still to reply again (asked before: the kept page shows).
    const all = await canvas.findByRole("list", { name: "學生" });
    await expect(await within(all).findByText("4A (20) 黃子軒")).toBeVisible();
  },
};

const reopened = callLog();
/** A reply reopened: the reason is asked (none refused), sent, and the child has no reply now. */
export const ReopenAReply: Story = {
  args: { answers: [...office(), ...tracking()], onRuntime: reopened.onRuntime },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "學生" });
    const row = (await within(table).findByText("4A (3) 陳小明")).closest("tr")!;
    await userEvent.click(within(row).getByRole("button", { name: "重開回覆" }));
    const dialog = await within(document.body).findByRole("dialog", {
      name: "重開陳小明的回覆？",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "重開回覆" }));
    await expect(await within(dialog).findByText("請填寫此項")).toBeVisible();
    await expect(reopened.entries("noticeReopen")).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /^原因/ }),
      "家長來電更改出席安排",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "重開回覆" }));
    await expect(await within(document.body).findByText("已重開，家長可再次回覆")).toBeVisible();
    await expect(reopened.last("noticeReopen")).toEqual({
      id: 5,
      childId: 31,
      reason: "家長來電更改出席安排",
    });
    await waitFor(() => expect(within(row).getByText("未回覆")).toBeVisible());
  },
};

/** Staff who may read notices but not change replies: no reopening offered. */
export const ReadOnly: Story = {
  args: {
    user: teacherUser({
      user_id: 9,
      roles: ["teacher", "staff"],
      permissions: { "notices.office": ["query", "get"] },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const children = await canvas.findByRole("list", { name: "學生" });
    await expect(await within(children).findByText("4A (3) 陳小明")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "重開回覆" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "提醒未回覆的家長" })).toBeNull();
  },
};

const reminded = callLog();
/** The families without a reply reminded, after a question saying how many and how. */
export const RemindFamilies: Story = {
  args: { answers: [...office(), ...tracking()], onRuntime: reminded.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "提醒未回覆的家長" }));
    const dialog = await canvas.findByRole("alertdialog", { name: "提醒未回覆的家長？" });
    await expect(dialog).toHaveTextContent(/提醒 3 位學生的家長於 .+ 或之前回覆/);
    await userEvent.click(within(dialog).getByRole("button", { name: "提醒未回覆的家長" }));
    await expect(await canvas.findByText("已向 4 位家長發出提醒")).toBeVisible();
    await expect(reminded.bodies("noticeRemind")).toEqual([{ id: 5 }]);
  },
};

/** Reminded before: said with when; past its last day, no more reminding. */
export const RemindedAndClosed: Story = {
  args: {
    answers: [
      ...office([
        {
          ...SENT_WITH_SLIP,
          reminders: 2,
          reminded_at: "2026-11-30T01:00:00.000Z",
          slip: { ...SENT_WITH_SLIP.slip!, deadline: "2026-11-30" },
        },
      ]),
      ...tracking(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^已提醒 2 次，最近一次在 .+。$/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "提醒未回覆的家長" })).toBeNull();
  },
};

const saved = callLog();
/** The workbook of the whole notice, through the session. */
export const Download: Story = {
  args: {
    answers: [
      ...office(),
      ...tracking(),
      serveFile(EXPORTED, () => new Blob(["xlsx"], { type: "application/octet-stream" })),
    ],
    onRuntime: saved.onRuntime,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "下載 Excel" }));
    await waitFor(() => expect(saved.entries(`file:${EXPORTED}` as never)).toHaveLength(1));
  },
};

/** A notice without a slip: reads only, no reply column, no "no reply" filter. */
export const ReadOnlyNotice: Story = {
  args: { path: "/notices/replies?id=3" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "陸運會通告：閱讀及回覆" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("radio", { name: "未交回條" })).toBeNull();
    await expect(canvas.getByRole("radio", { name: "家長未閱讀" })).not.toBeChecked();
    const classes = await canvas.findByRole("list", { name: "各班統計" });
    await expect(await within(classes).findByText("0 / 2")).toBeVisible();
    await expect(within(classes).queryByText("已回覆")).toBeNull();
  },
};

/** A draft has gone to no one yet: said, with the way back to it. */
export const NotSentYet: Story = {
  args: { path: "/notices/replies?id=4" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/這份通告尚未發出/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回通告" })).toBeVisible();
  },
};

/** A notice that is none (or another school's): said, with the way to the school's notices. */
export const NotFound: Story = {
  args: { path: "/notices/replies?id=99" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到這份通告。請返回通告列表再試。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "通告管理" })).toBeVisible();
  },
};

/** In English: the school's English where it wrote one, its Chinese marked as Chinese. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Parents' Day reply: reads and replies" }),
    ).toBeVisible();
    const children = canvas.getByRole("list", { name: "Students" });
    await expect(await within(children).findByText("4A (3) Chan Siu Ming")).toBeVisible();
    await expect(within(children).getAllByText("Will you come?")[0]).toBeVisible();
    await expect(within(children).getByText("未能出席")).toHaveAttribute("lang", "zh-Hant-HK");
    await expect(within(children).getByText("Reopened once")).toBeVisible();
  },
};

/** What families wrote (names, text answers, who signed) with the payloads: shown as text. */
const written = {
  answers: [
    ...office([{ ...SENT_WITH_SLIP, recipients: PAYLOADS.length }]),
    ...tracking(),
    answer(endpoints.noticeRecipients, () =>
      page(
        PAYLOADS.map((payload, i) => ({
          ...RECIPIENTS[0]!,
          id: 1000 + i,
          name_zh: payload.text,
          name_en: payload.text,
          class_number: i + 1,
          reply: { ...RECIPIENTS[0]!.reply!, answers: [0, payload.text], signed_by: payload.text },
        })),
        1,
        PAYLOADS.length,
      ),
    ),
  ],
};
export const UserTextOnAPhone: Story = userTextStory("phone", written);
export const UserTextOnADesktop: Story = userTextStory("desktop", written);
