import type { EcaApproval, EcaApprovalRow } from "@campus/contract";
import { useT } from "@campus/core";
import { Table, type UiMessageId } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { EcaMessageId } from "../../messages/message-ids";
import { statusLabel } from "../../statuses";
import { approvalRow, approvalRows, certificate, ecaOffice } from "../../testing/eca-fixtures";
import { useApprovalColumns } from "./use-approval-columns";

/*
 * The approval list's columns alone, in the table the approvals page uses: a box for each event
 * the user may decide (the second chosen already), the event with a parent's submission, who
 * added it, how long it waits or when it was decided, its state with the reasons and changes.
 */

const toggled = fn();

function Columns({
  rows,
  status = "pending",
  mayDecide = true,
}: {
  rows: EcaApprovalRow[];
  status?: EcaApproval;
  mayDecide?: boolean;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const columns = useApprovalColumns({
    status,
    region: "hk",
    mayDecide,
    isChosen: (id) => id === 2,
    onToggle: toggled,
  });
  return (
    <Table
      caption={t("eca.approval.caption", {
        source: t("eca.approval.source.teacher"),
        status: t(statusLabel("approval", status)),
      })}
      columns={columns}
      rows={rows}
      rowKey="id"
    />
  );
}

const meta = {
  title: "ECA/Components/ApprovalColumns",
  component: ScreenStory,
  args: {
    path: "/smarteca/approval?source=teacher",
    route: "/smarteca/approval",
    screen: () => <Columns rows={approvalRows()} />,
    answers: [],
    user: ecaOffice,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("list", { name }));

/**
 * Waiting events: each one's box (the second chosen), its name opening it, code, category and
 * day, who added it, the days it waits; one the user may not decide says so instead of a box.
 */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const list = cards(canvasElement, "老師提交：待審批");
    const first = list.getByRole("checkbox", { name: "選擇「2026/27 全港學界田徑比賽」" });
    await expect(first).not.toBeChecked();
    await expect(
      list.getByRole("checkbox", { name: "選擇「2026/27 長者中心探訪」" }),
    ).toBeChecked();
    await expect(list.queryByRole("checkbox", { name: /閱讀分享會/ })).toBeNull();
    await expect(list.getByText("不可自行審批")).toBeVisible();
    await expect(list.getByRole("link", { name: "2026/27 全港學界田徑比賽" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/smarteca\/event\?id=1$/),
    );
    await expect(list.getAllByText("ECA2026-001 · 體育發展 · 2026年11月2日")).toHaveLength(1);
    await expect(list.getAllByText("3 日")).toHaveLength(2);
    await expect(list.getByText("1 日")).toBeVisible();
    await expect(list.getAllByText("黃嘉欣")).toHaveLength(2);
    await expect(list.getByText("李志明")).toBeVisible();
    await expect(list.getAllByText("待審批")).toHaveLength(3);
    await userEvent.click(first);
    await expect(toggled).toHaveBeenCalledOnce();
    await expect(toggled).toHaveBeenCalledWith(1);
  },
};

/** Sent again: the reason it was refused last time, and what a teacher changed since passed. */
export const SentAgainChanged: Story = {
  args: {
    screen: () => (
      <Columns
        rows={[approvalRow({ reject_reason: "請補充主辦機構。", changed: ["hours", "trait_ids"] })]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const list = cards(canvasElement, "老師提交：待審批");
    await expect(list.getByText("上次不通過原因：請補充主辦機構。")).toBeVisible();
    await expect(list.getByText("通過後修改了：時數和特質項目")).toBeVisible();
  },
};

/** A parent's submission: the child, the award, its level and words once each, a likely repeat. */
export const ParentsSubmission: Story = {
  args: {
    screen: () => (
      <Columns
        rows={[
          approvalRow({
            source: "parent",
            name_zh: "校外獎項：鋼琴比賽",
            created_by: null,
            submission: {
              entry_id: 40,
              student: {
                id: 2,
                name_zh: "陳小明",
                name_en: "Chan Siu Ming",
                class_name: "4A",
                class_number: 1,
                student_no: "s2026001",
              },
              prize: { id: 3, name_zh: "優異獎", name_cn: "优异奖", name_en: "Merit" },
              level: "territory",
              achievement: "優異獎",
              certificates: [certificate()],
              duplicate: true,
            },
          }),
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const list = cards(canvasElement, "老師提交：待審批");
    await expect(list.getByText("4A (1) 陳小明")).toBeVisible();
    // The award's name and the words said once: not "優異獎 · 全港 · 優異獎".
    await expect(list.getByText("優異獎 · 全港")).toBeVisible();
    await expect(list.getByText("可能重複：此學生已有同名活動及相同獎項的紀錄")).toBeVisible();
    await expect(list.getByRole("img", { name: /^證書照片 1/ })).toBeVisible();
    // Added by nobody known: a dash.
    await expect(list.getByText("—")).toBeVisible();
  },
};

/** A decided list: no boxes, when each was decided, the reason refused said as it is. */
export const Decided: Story = {
  args: {
    screen: () => (
      <Columns
        status="rejected"
        mayDecide={false}
        rows={[
          approvalRow({
            status: "rejected",
            reject_reason: "未能核實得獎證書。",
            decided_at: "2026-11-20T02:00:00.000Z",
            may_decide: false,
          }),
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const list = cards(canvasElement, "老師提交：不通過");
    await expect(list.queryByRole("checkbox")).toBeNull();
    await expect(list.queryByText("不可自行審批")).toBeNull();
    await expect(list.getByText("審批時間")).toBeVisible();
    await expect(list.getByText("2026年11月20日")).toBeVisible();
    await expect(list.queryByText("等候")).toBeNull();
    await expect(list.getByText("未能核實得獎證書。")).toBeVisible();
    await expect(list.queryByText(/上次不通過原因/)).toBeNull();
  },
};

/** In English, on a desk: the table's headings and the rows' words. */
export const EnglishDesktop: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(
      within(canvasElement).getByRole("table", { name: "From teachers: Pending" }),
    );
    const headings = table.getAllByRole("columnheader").map((th) => th.textContent);
    await expect(headings).toEqual(["Select", "Event", "Added by", "Waiting", "Status"]);
    await expect(table.getAllByText("3 days")).toHaveLength(2);
    await expect(table.getByText("1 day")).toBeVisible();
    await expect(table.getByText("Not yours to decide")).toBeVisible();
    await expect(
      table.getByRole("checkbox", { name: "Select “Elderly Centre Visit 2026/27”" }),
    ).toBeChecked();
    await expect(table.getAllByText("Wong Ka Yan")).toHaveLength(2);
  },
};
