import { endpoints, type EcaApprovalRow } from "@campus/contract";
import { answer, callLog, page, pending, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  approvalRow,
  approvalRows,
  certificate,
  ecaOffice,
  ecaSettings,
  ecaTeacher,
} from "../../testing/eca-fixtures";
import { ApprovalsPage } from "./approvals-page";

/*
 * The approval lists: waiting events to pick, pass after a question, refuse with one reason,
 * each one's outcome when some fail; the decided lists; a teacher without the approval keys.
 */

const log = callLog();

const meta = {
  title: "ECA/Screens/Approvals",
  component: ScreenStory,
  args: {
    path: "/smarteca/approval?source=teacher",
    route: "/smarteca/approval",
    screen: ApprovalsPage,
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaApprovals, page(approvalRows())),
      answer(endpoints.ecaDecideEvents, ({ ids }) => ({
        results: ids.map((id) => ({ id, ok: true, msg: "已完成" })),
      })),
    ],
    user: ecaOffice,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("list", { name: "老師提交：待審批" }));

/** Waiting events: how long each has waited, who added it; the buttons wait for a selection. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await list(canvasElement);
    await expect(await rows.findAllByText("3 日")).toHaveLength(2);
    await expect(rows.getAllByText("黃嘉欣").length).toBeGreaterThan(0);
    // One the office added itself? No: one a teacher may not decide says so instead of a box.
    await expect(rows.getByText("不可自行審批")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "通過（0）" })).toBeDisabled();
    await expect(canvas.getByText("請先選擇要審批的活動")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "老師提交" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** A passed event a teacher changed is back, saying what changed since it was passed. */
export const ChangedSincePassed: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaApprovals, page([approvalRow({ changed: ["hours", "trait_ids"] })])),
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement);
    await expect(
      (await rows.findAllByText("通過後修改了：時數和特質項目")).some((el) => el.checkVisibility()),
    ).toBe(true);
  },
};

/** Two picked and passed, after "pass 2 events?". */
export const PassTwo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await list(canvasElement);
    await userEvent.click(
      await rows.findByRole("checkbox", { name: "選擇「2026/27 全港學界田徑比賽」" }),
    );
    await userEvent.click(rows.getByRole("checkbox", { name: "選擇「2026/27 長者中心探訪」" }));
    await userEvent.click(canvas.getByRole("button", { name: "通過（2）" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "通過 2 項活動？" }));
    await userEvent.click(ask.getByRole("button", { name: "通過" }));
    await waitFor(() =>
      expect(log.last("ecaDecideEvents")).toEqual({ ids: [1, 2], decision: "pass" }),
    );
    await expect(await canvas.findByText("已通過 2 項")).toBeVisible();
  },
};

/** All on the page refused with one reason, which is required. */
export const RejectAllWithAReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await (await list(canvasElement)).findByText("2026/27 長者中心探訪");
    await userEvent.click(canvas.getByRole("checkbox", { name: "全選本頁" }));
    await userEvent.click(canvas.getByRole("button", { name: "不通過（2）" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "不通過 2 項活動" }));
    await userEvent.click(dialog.getByRole("button", { name: "不通過" }));
    await expect(await dialog.findByText("請填寫此項")).toBeVisible();
    await userEvent.type(dialog.getByRole("textbox"), "請補充主辦機構。");
    await userEvent.click(dialog.getByRole("button", { name: "不通過" }));
    await waitFor(() =>
      expect(log.last("ecaDecideEvents")).toEqual({
        ids: [1, 2],
        decision: "reject",
        reason: "請補充主辦機構。",
      }),
    );
    await expect(await canvas.findByText("已把 2 項設為不通過")).toBeVisible();
  },
};

/** Some could not be decided (someone else was quicker): each one's outcome is said. */
export const SomeFail: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaApprovals, page(approvalRows())),
      answer(endpoints.ecaDecideEvents, {
        results: [
          { id: 1, ok: true, msg: "已完成" },
          { id: 2, ok: false, msg: "此活動已審批，不能再次審批" },
        ],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await (await list(canvasElement)).findByText("2026/27 長者中心探訪");
    await userEvent.click(canvas.getByRole("checkbox", { name: "全選本頁" }));
    await userEvent.click(canvas.getByRole("button", { name: "通過（2）" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog", { name: "通過 2 項活動？" })).getByRole(
        "button",
        {
          name: "通過",
        },
      ),
    );
    const outcome = within(
      await canvas.findByRole("alertdialog", { name: "完成 1 項，1 項未能處理" }),
    );
    await expect(
      outcome.getByText("2026/27 長者中心探訪：此活動已審批，不能再次審批"),
    ).toBeVisible();
    await expect(outcome.getByText("2026/27 全港學界田徑比賽：已完成")).toBeVisible();
  },
};

/** The refused list: the reason with each, no boxes to pick. */
export const Refused: Story = {
  args: {
    path: "/smarteca/approval?source=parent&status=rejected",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(
        endpoints.ecaApprovals,
        page([
          approvalRow({
            status: "rejected",
            source: "parent",
            reject_reason: "未能核實得獎證書。",
            decided_at: "2026-11-20T02:00:00.000Z",
            may_decide: false,
          }),
        ]),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await canvas.findByRole("list", { name: "家長提交：不通過" }));
    await expect(await rows.findByText("未能核實得獎證書。")).toBeVisible();
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await waitFor(() =>
      expect(log.last("ecaApprovals")).toMatchObject({ source: "parent", status: "rejected" }),
    );
  },
};

/** A parent's submission shows the child, the award, the certificate, and a likely repeat. */
const submission = (over: Partial<NonNullable<EcaApprovalRow["submission"]>> = {}) => ({
  entry_id: 40,
  student: {
    id: 2,
    name_zh: "陳小明",
    name_cn: "陈小明",
    name_en: "Chan Siu Ming",
    class_name: "4A",
    class_number: 1,
    student_no: "s2026001",
  },
  prize: { id: 3, name_zh: "優異獎", name_cn: "优异奖", name_en: "Merit" },
  level: "district" as const,
  achievement: "鋼琴獨奏 優異獎",
  certificates: [certificate()],
  duplicate: false,
  ...over,
});

export const ParentsSubmissions: Story = {
  args: {
    path: "/smarteca/approval?source=parent",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(
        endpoints.ecaApprovals,
        page([
          approvalRow({
            source: "parent",
            name_zh: "校外獎項：鋼琴比賽",
            name_cn: "校外奖项：钢琴比赛",
            created_by: { id: 5, name_zh: "陳大文", name_en: "Chan Tai Man" },
            submission: submission({ duplicate: true }),
          }),
          approvalRow({
            id: 2,
            source: "parent",
            name_zh: "全港小學數學比賽",
            name_cn: "全港小学数学比赛",
            reject_reason: "證書照片不清楚",
            submission: submission({ entry_id: 41, prize: null, achievement: "" }),
          }),
        ]),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = within(
      await within(canvasElement).findByRole("list", { name: "家長提交：待審批" }),
    );
    await expect((await rows.findAllByText("4A (1) 陳小明")).length).toBe(2);
    await expect(rows.getByText("優異獎 · 地區 · 鋼琴獨奏 優異獎")).toBeVisible();
    await expect(rows.getByText("可能重複：此學生已有同名活動及相同獎項的紀錄")).toBeVisible();
    await expect(rows.getAllByRole("img", { name: /^證書照片 1/ })).toHaveLength(2);
    await expect(rows.getAllByRole("link", { name: /^證書照片 1/ })[0]).toHaveAttribute(
      "target",
      "_blank",
    );
    // Sent again after a refusal: the last reason, said as such.
    await expect(rows.getByText("上次不通過原因：證書照片不清楚")).toBeVisible();
  },
};

/** A teacher without the approval keys reads the lists, and picks nothing. */
export const ReadOnly: Story = {
  args: { user: ecaTeacher },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await expect(canvas.queryByRole("button", { name: /^通過/ })).toBeNull();
    await expect(canvas.queryByRole("checkbox")).toBeNull();
  },
};

export const NothingWaiting: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaApprovals, page([])),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("沒有等候審批的活動")).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    answers: [answer(endpoints.ecaSettings, ecaSettings()), pending(endpoints.ecaApprovals)],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("tab", { name: "家長提交" })).toBeVisible();
  },
};

export const EnglishDesktop: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "From teachers: Pending" }));
    await expect(await table.findAllByText("3 days")).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: "Pass (0)" })).toBeDisabled();
  },
};
