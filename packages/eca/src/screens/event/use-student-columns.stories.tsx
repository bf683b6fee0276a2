import type { EcaEntry } from "@campus/contract";
import { Table } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ecaSettings, entries, entry, students } from "../../testing/eca-fixtures";
import { useStudentColumns } from "./use-student-columns";

/*
 * The students list's columns alone, in the table the students step uses: a box to choose each
 * row (the second chosen already) for whoever edits or decides, the student with their role and
 * remark, the item and award with its level, the score, the state and who sent it, and an
 * editor's button to change the entry.
 */

const ROWS: EcaEntry[] = [
  ...entries(),
  entry({
    id: 4,
    student: students()[3]!,
    source: "parent",
    status: "rejected",
    reject_reason: "未能核實得獎證書。",
    prize_id: null,
    level: null,
    competition_item: "",
    remark: "",
    achievement: "",
    role: "",
    score: 0,
  }),
];

function Columns({
  editable,
  mayDecide,
  onToggle,
  onEdit,
}: {
  editable: boolean;
  mayDecide: boolean;
  onToggle: (row: EcaEntry) => void;
  onEdit: (row: EcaEntry) => void;
}) {
  const columns = useStudentColumns({
    settings: ecaSettings(),
    editable,
    mayDecide,
    isChosen: (row) => row.id === 2,
    onToggle,
    onEdit,
  });
  return (
    <Table caption="2026/27 全港學界田徑比賽的學生" columns={columns} rows={ROWS} rowKey="id" />
  );
}

const meta = {
  title: "ECA/Components/StudentColumns",
  component: Columns,
  args: { editable: true, mayDecide: false, onToggle: fn(), onEdit: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getByRole("list", { name: "2026/27 全港學界田徑比賽的學生" })
    .querySelectorAll<HTMLElement>(":scope > li");

/**
 * An editor's list: each student with their role and remark, the item and award, level and
 * achievement, score, state and sender; a row chosen and one changed go to the list.
 */
export const Editor: Story = {
  play: async ({ canvasElement, args }) => {
    const [first, second, third, fourth] = [...cards(canvasElement)].map((li) => within(li));
    await expect(first!.getByText("4A (1) 陳大文")).toBeVisible();
    await expect(first!.getByText("隊長")).toBeVisible();
    await expect(first!.getByText("帶領隊員完成比賽")).toBeVisible();
    await expect(first!.getByText("100 米 · 冠軍")).toBeVisible();
    await expect(first!.getByText("全港")).toBeVisible();
    await expect(first!.getByText("冠軍")).toBeVisible();
    await expect(first!.getByText("45")).toBeVisible();
    await expect(first!.getByText("已通過")).toBeVisible();
    await expect(first!.getByText("老師")).toBeVisible();

    await expect(second!.getByText("跳遠")).toBeVisible();
    await expect(second!.getByText("7.5")).toBeVisible();
    await expect(second!.getByRole("checkbox", { name: "選擇4A (2) 何美玲" })).toBeChecked();

    await expect(third!.getByText("優異獎", { selector: "span" })).toBeVisible();
    await expect(third!.getByText("地區")).toBeVisible();
    await expect(third!.getByText("16.88")).toBeVisible();
    await expect(third!.getByText("待審批")).toBeVisible();
    await expect(third!.getByText("家長")).toBeVisible();

    await expect(fourth!.getByText("沒有獎項")).toBeVisible();
    await expect(fourth!.getByText("不通過")).toBeVisible();
    await expect(fourth!.getByText("未能核實得獎證書。")).toBeVisible();

    const box = first!.getByRole("checkbox", { name: "選擇4A (1) 陳大文" });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onToggle).toHaveBeenCalledOnce();
    await expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.click(third!.getByRole("button", { name: "修改4A (3) 李嘉豪的紀錄" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  },
};

/** One who decides but does not edit: rows to choose, nothing to change. */
export const Decider: Story = {
  args: { editable: false, mayDecide: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(4);
    await expect(canvas.queryByRole("button", { name: /^修改/ })).toBeNull();
    await userEvent.click(canvas.getByRole("checkbox", { name: "選擇4A (2) 何美玲" }));
    await expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  },
};

/** One who only reads: no boxes, no buttons, the records still there. */
export const Reader: Story = {
  args: { editable: false, mayDecide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cards(canvasElement)).toHaveLength(4);
    await expect(canvas.getAllByText("4A (1) 陳大文").length).toBeGreaterThan(0);
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** In English, on a desk: the table's headings and a row's words. */
export const EnglishDesktop: Story = {
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const table = within(
      within(canvasElement).getByRole("table", { name: "2026/27 全港學界田徑比賽的學生" }),
    );
    await expect(table.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Select",
      "Student",
      "Item and award",
      "Score",
      "Status",
      "Actions",
    ]);
    await expect(table.getByText("4A (1) Chan Tai Man")).toBeVisible();
    await expect(table.getByText("100 米 · Champion")).toBeVisible();
    await expect(table.getByText("Hong Kong-wide")).toBeVisible();
    await expect(table.getByText("No award")).toBeVisible();
    await expect(table.getAllByText("Parent")).toHaveLength(2);
    await userEvent.click(
      table.getByRole("button", { name: "Change 4A (1) Chan Tai Man's record" }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};
