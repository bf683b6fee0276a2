import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { auditEntries, officeStaff } from "../../testing/office-fixtures";
import { AuditPage } from "./audit-page";

/*
 * The audit log: each of the office's actions with when, who (or the command line), what, about
 * whom and each field before → after in words; narrowed by kind (sent to the server), about one
 * person (from the people list), and empty.
 */

const log = callLog();

const page = (list = auditEntries()) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });

/** The log as shown: cards on a phone (the table is in the page, hidden), a table wider. */
const shown = async (canvasElement: HTMLElement, name = "已記錄的操作", role = "list") =>
  within(await within(canvasElement).findByRole(role, { name }));

const meta = {
  title: "Office/Screens/Audit log",
  component: ScreenStory,
  args: {
    path: "/office/audit",
    route: "/office/audit",
    screen: AuditPage,
    answers: [answer(endpoints.officeAudit, page())],
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Latest first, each change in words; an import from the command line says so. */
export const Everything: Story = {
  play: async ({ canvasElement }) => {
    const list = await shown(canvasElement);
    await expect(await list.findByText("密碼：已設定 → 未設定")).toBeVisible();
    await expect(list.getByText("狀態：在校 → 已離校")).toBeVisible();
    await expect(list.getByText("啟用信：31")).toBeVisible();
    await expect(list.getByText("有效期至：2026年12月27日")).toBeVisible();
    await expect(list.getByText("新增：312")).toBeVisible();
    await expect(list.getByText("指令（npm run admin）")).toBeVisible();
    await expect(list.getAllByText("李志明")).toHaveLength(4);
    await expect(list.getByText("2026-27 全校學生名冊.csv")).toBeVisible();
    // A role's change: the page by name, its actions in words, the role.
    await expect(
      list.getByText("我的借閱紀錄：新增、刪除、修改、查詢和查看 → 查詢和查看"),
    ).toBeVisible();
    await expect(list.getByText("修改角色權限")).toBeVisible();
    await expect(list.getByText("家長")).toBeVisible();
    // The school's profile: each field in words, the region by name.
    await expect(list.getByText("修改學校資料")).toBeVisible();
    await expect(
      list.getByText("英文名稱：Demo Primary School → Demo Primary School (Kowloon)"),
    ).toBeVisible();
    await expect(list.getByText("所在地：香港 → 澳門")).toBeVisible();
    await expect(log.last("officeAudit")).toEqual({ pageNum: 1, pageSize: 20 });
  },
};

/** One kind of action: in the address, asked of the server. */
export const OfOneKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await (await shown(canvasElement)).findByText("密碼：已設定 → 未設定");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "操作" }), "person.reset");
    await waitFor(() =>
      expect(log.last("officeAudit")).toEqual({ pageNum: 1, pageSize: 20, kind: "person.reset" }),
    );
  },
};

/** About one person, from the people list (in English, desktop): said, with a way back to all. */
export const AboutOnePersonInEnglish: Story = {
  args: {
    path: "/office/audit?person=401",
    locale: "en-US",
    answers: [answer(endpoints.officeAudit, page(auditEntries().slice(1, 2)))],
  },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Only actions about CHAN Mei Ling.")).toBeVisible();
    const table = await shown(canvasElement, "Recorded actions", "table");
    await expect(table.getByText("Password: set → none")).toBeVisible();
    await expect(log.last("officeAudit")).toEqual({ pageNum: 1, pageSize: 20, person: 401 });
    await expect(canvas.getByRole("link", { name: "Everyone" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/office\/audit$/),
    );
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: { answers: [answer(endpoints.officeAudit, page([]))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("暫時沒有紀錄。")).toBeVisible();
  },
};
