import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { Empty } from "../empty/empty";
import { StatusTag, type StatusTone } from "../status-tag/status-tag";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Table, type TableColumn, type TableProps } from "./table";

interface Loan {
  id: number;
  title: string;
  bookNo: string;
  dueDate: string;
  status: "borrowing" | "overdue" | "returned";
}

const titles = ["小王子", "哈利波特：神秘的魔法石", "西遊記", "小婦人", "夏綠蒂的網"];
const statuses: Loan["status"][] = ["borrowing", "overdue", "returned"];
/** How a feature would show its statuses: a tone and words per status, in each language. */
const STATUS: Record<Loan["status"], [StatusTone, string, string]> = {
  borrowing: ["info", "借閱中", "Borrowing"],
  overdue: ["danger", "已逾期", "Overdue"],
  returned: ["success", "已歸還", "Returned"],
};
const status = (loan: Loan, english = false) => (
  <StatusTag tone={STATUS[loan.status][0]}>{STATUS[loan.status][english ? 2 : 1]}</StatusTag>
);
/** What the server holds: 23 loans, served a page at a time. */
const loans: Loan[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  title: `${titles[i % titles.length]}（${i + 1}）`,
  bookNo: `B${String(1000 + i)}`,
  dueDate: `2025-09-${String((i % 28) + 1).padStart(2, "0")}`,
  status: statuses[i % statuses.length]!,
}));

const columns: TableColumn<Loan>[] = [
  { key: "bookNo", title: "書號", width: 96, hideOnMobile: true },
  { key: "title", title: "書名" },
  { key: "dueDate", title: "到期日", align: "end" },
  { key: "status", title: "狀態", render: (loan) => status(loan) },
];

/** Plays the screen: holds the page, slices the "server" data, reports what it asked for. */
function LoanTable(props: TableProps<Loan>) {
  const [paging, setPaging] = useState({ page: props.page ?? 1, pageSize: props.pageSize ?? 10 });
  const start = (paging.page - 1) * paging.pageSize;
  return (
    <Table<Loan>
      {...props}
      {...paging}
      rows={props.rows.length ? loans.slice(start, start + paging.pageSize) : []}
      onPageChange={(page, pageSize) => {
        props.onPageChange?.(page, pageSize);
        setPaging({ page, pageSize });
      }}
    />
  );
}

const meta = {
  title: "UI/Table",
  component: LoanTable,
  args: {
    caption: "借閱中的圖書",
    columns,
    rows: loans,
    rowKey: "id",
    total: loans.length,
    page: 1,
    pageSizeOptions: [10, 20, 50],
    onPageChange: fn(),
  },
} satisfies Meta<typeof LoanTable>;
export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole("table");
  return within(table).getAllByRole("row").slice(1);
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "借閱中的圖書" });
    const headers = within(table).getAllByRole("columnheader");
    await expect(headers.map((th) => th.textContent)).toEqual(["書號", "書名", "到期日", "狀態"]);
    for (const th of headers) await expect(th).toHaveAttribute("scope", "col");
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(within(table).getByText("小王子（1）")).toBeVisible();
    await expect(within(table).getAllByText("已逾期").length).toBeGreaterThan(0);
    // The phone cards are not what a desktop user (or screen reader) meets.
    await expect(canvas.queryByRole("term")).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: "下一頁" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 10);
    await expect(within(table).getByText("小王子（11）")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "第 2 頁" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByText("共 23 項")).toBeVisible();
    // The pager is named after its table, so two tables on a page keep distinct landmarks.
    await expect(canvas.getByRole("navigation", { name: "分頁 借閱中的圖書" })).toBeVisible();
  },
};

/** Without `onPageChange` the rows are the whole list (an import's refused rows): no pager. */
export const WholeListWithoutPager: Story = {
  render: (args) => <Table<Loan> {...args} rows={loans.slice(0, 3)} onPageChange={undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(3);
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.queryByText(/^共 \d+ 項$/)).toBeNull();
  },
};

export const ChangePageSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "每頁項數" }), "20");
    await expect(args.onPageChange).toHaveBeenCalledWith(1, 20);
    await expect(bodyRows(canvasElement)).toHaveLength(20);
    await userEvent.click(canvas.getByRole("button", { name: "第 2 頁" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2, 20);
    await expect(bodyRows(canvasElement)).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "借閱中的圖書" });
    await expect(table.closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("載入中");
    // Skeleton rows instead of data, and no paging until the page is in.
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(within(table).queryByText(/小王子/)).toBeNull();
    const next = canvas.getByRole("button", { name: "下一頁" });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const EmptyPage: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("暫無資料")).toBeVisible();
    // The headers stay, so the user still sees what would be listed.
    await expect(canvas.getAllByRole("columnheader")).toHaveLength(4);
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};

const browse = fn();

export const CustomEmpty: Story = {
  args: {
    rows: [],
    total: 0,
    empty: (
      <Empty
        compact
        title="未有借閱紀錄"
        action={
          <Button variant="primary" onClick={browse}>
            瀏覽圖書
          </Button>
        }
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("未有借閱紀錄")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "瀏覽圖書" }));
    await expect(browse).toHaveBeenCalledTimes(1);
  },
};

const retry = fn();

export const ErrorWithRetry: Story = {
  args: { error: { message: "網絡連接錯誤", onRetry: retry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("網絡連接錯誤");
    await expect(canvas.queryByText(/小王子/)).toBeNull();
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "重試" }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const ErrorDefaultMessage: Story = {
  args: { error: true },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("未能加载数据。");
    // Nothing to retry with: no dead button.
    await expect(canvas.queryByRole("button", { name: "重试" })).toBeNull();
  },
};

export const LongEnglishText: Story = {
  parameters: { locale: "en-US" },
  args: {
    caption: "Books currently on loan",
    showCaption: true,
    columns: [
      { key: "bookNo", title: "Book number", width: 120 },
      { key: "title", title: "Title of the book as catalogued by the school library" },
      { key: "dueDate", title: "Due date", align: "end" },
      { key: "status", title: "Status", render: (loan) => status(loan, true) },
    ],
    rows: loans.map((loan) => ({
      ...loan,
      title: `The Chronicles of Narnia: The Lion, the Witch and the Wardrobe — volume ${loan.id}`,
    })),
  },
  render: (args) => <Table<Loan> {...args} rows={args.rows.slice(0, 10)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Books currently on loan" })).toBeVisible();
    await expect(canvas.getByText("Books currently on loan")).toBeVisible();
    await expect(canvas.getByText("23 items in total")).toBeVisible();
    await expect(canvas.getAllByText("Overdue").length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 10);
  },
};

export const PhoneCards: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement, args }) => {
    const frame = frameOf(canvasElement);
    const canvas = within(frame);
    // A phone-wide table turns into cards, even though the window is wide.
    await expect(canvas.queryByRole("table")).toBeNull();
    const cards = canvas.getByRole("list", { name: "借閱中的圖書" });
    const first = within(cards).getAllByRole("listitem")[0]!;
    const terms = within(first)
      .getAllByRole("term")
      .map((dt) => dt.textContent);
    // "Book number" is hidden on phones; each value sits next to its title.
    await expect(terms).toEqual(["書名", "到期日", "狀態"]);
    await expect(within(first).getAllByRole("definition")[0]).toHaveTextContent("小王子（1）");
    const dt = within(first).getAllByRole("term")[0]!;
    const dd = within(first).getAllByRole("definition")[0]!;
    await expect(Math.round(dt.getBoundingClientRect().top)).toBe(
      Math.round(dd.getBoundingClientRect().top),
    );
    await expect(first.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
    await expect(canvas.getByText("第 1 / 3 頁")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "下一頁" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 10);
    await expect(within(cards).getByText("小王子（11）")).toBeVisible();
  },
};

/**
 * A card leaves out what has nothing to say for its row (issue 35, item 28): no bare "操作"
 * where a row has no action, no empty return date; the table keeps every column.
 */
export const PhoneCardsLeaveOutEmptyCells: Story = {
  decorators: [phoneFrame],
  args: {
    columns: [
      ...columns,
      {
        key: "returned",
        title: "歸還日期",
        render: (loan) => (loan.status === "returned" ? "2025-09-30" : ""),
      },
      {
        key: "actions",
        title: "操作",
        render: (loan) => (loan.status === "borrowing" ? <Button size="sm">續借</Button> : null),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const cards = within(frameOf(canvasElement)).getByRole("list", { name: "借閱中的圖書" });
    const [borrowing, overdue, returned] = within(cards).getAllByRole("listitem");
    const terms = (card: HTMLElement) =>
      within(card)
        .getAllByRole("term")
        .map((dt) => dt.textContent);
    await expect(terms(borrowing!)).toEqual(["書名", "到期日", "狀態", "操作"]);
    await expect(terms(overdue!)).toEqual(["書名", "到期日", "狀態"]);
    await expect(terms(returned!)).toEqual(["書名", "到期日", "狀態", "歸還日期"]);
  },
};

/** A control that needs the width sits under its title across the card (`wideOnMobile`). */
export const PhoneCardWideControl: Story = {
  decorators: [phoneFrame],
  args: {
    columns: [
      ...columns,
      {
        key: "note",
        title: "備註",
        wideOnMobile: true,
        render: () => (
          <input aria-label="備註" style={{ width: "100%", boxSizing: "border-box" }} />
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const cards = within(frameOf(canvasElement)).getByRole("list", { name: "借閱中的圖書" });
    const first = within(cards).getAllByRole("listitem")[0]!;
    const terms = within(first).getAllByRole("term");
    const note = terms.at(-1)!;
    const field = within(first).getByRole("textbox", { name: "備註" });
    // Under its title, and as wide as the card's content.
    await expect(note).toHaveTextContent("備註");
    await expect(field.getBoundingClientRect().top).toBeGreaterThan(
      note.getBoundingClientRect().bottom - 1,
    );
    const row = within(first).getAllByRole("definition")[0]!;
    await expect(Math.round(field.getBoundingClientRect().left)).toBe(
      Math.round(terms[0]!.getBoundingClientRect().left),
    );
    await expect(field.getBoundingClientRect().right).toBeGreaterThanOrEqual(
      row.getBoundingClientRect().right - 1,
    );
  },
};

export const PhoneLoading: Story = {
  decorators: [phoneFrame],
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const cards = within(frame).getByRole("list", { name: "借閱中的圖書" });
    await expect(within(cards).getAllByRole("listitem")).toHaveLength(5);
    await expect(cards.closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    await expect(within(frame).getByRole("status")).toHaveTextContent("載入中");
  },
};

export const LongChineseTextOnPhone: Story = {
  decorators: [phoneFrame],
  args: {
    caption: "課外活動紀錄",
    columns: [
      { key: "title", title: "活動名稱（中文）" },
      { key: "bookNo", title: "負責老師及統籌老師" },
      {
        key: "status",
        title: "審批狀態",
        render: () => <StatusTag tone="warning">待審批</StatusTag>,
      },
    ],
    rows: loans.map((loan) => ({
      ...loan,
      title: "全港學界朗誦節（中文詩詞獨誦）— 中一及中二級別，由中文科及課外活動組合辦",
      bookNo: "陳大文老師、李小明老師、黃美玲老師",
    })),
  },
  render: (args) => <Table<Loan> {...args} rows={args.rows.slice(0, 3)} />,
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    for (const dd of within(frame).getAllByRole("definition")) {
      await expect(dd.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.getBoundingClientRect().right,
      );
    }
    const cards = within(frame).getByRole("list", { name: "課外活動紀錄" });
    await expect(within(cards).getAllByText("待審批")).toHaveLength(3);
  },
};
