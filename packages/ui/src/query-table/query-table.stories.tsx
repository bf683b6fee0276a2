import type { Page } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { phoneFrame } from "../story-helpers/story-helpers";
import { StoryRuntime } from "../testing/story-runtime";
import { QueryTable } from "./query-table";
import { usePagedQuery } from "./use-paged-query";

interface Loan {
  id: number;
  title: string;
}

const LOANS: Loan[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  title: `第 ${i + 1} 本書`,
}));

/** What the server would answer, with a moment of latency; `fail` refuses the first ask. */
let asked: { pageNum: number; pageSize: number }[] = [];
let failures = 0;
async function answer({ pageNum, pageSize }: PageArgs): Promise<Page<Loan>> {
  asked.push({ pageNum, pageSize });
  await new Promise((resolve) => setTimeout(resolve, 30));
  if (failures > 0) {
    failures -= 1;
    throw new Error("down");
  }
  const start = (pageNum - 1) * pageSize;
  return { list: LOANS.slice(start, start + pageSize), total: LOANS.length, pageNum, pageSize };
}

function useLoans(page: PageArgs, shelf: string) {
  return useQuery({
    queryKey: ["loans", shelf, page.pageNum, page.pageSize],
    queryFn: () => answer(page),
    placeholderData: keepPreviousData,
    enabled: page.enabled,
  });
}

function Loans() {
  const loans = usePagedQuery(useLoans, {}, "A");
  const queryClient = useQueryClient();
  return (
    <>
      {/* What a change elsewhere does: the list is read again. */}
      <button type="button" onClick={() => void queryClient.invalidateQueries()}>
        再讀一次
      </button>
      <QueryTable caption="目前借閱" columns={[{ key: "title", title: "書名" }]} list={loans} />
    </>
  );
}

function Story({ signedIn, path, fail }: { signedIn: boolean; path: string; fail: number }) {
  asked = [];
  failures = fail;
  return (
    <StoryRuntime signedIn={signedIn} path={path}>
      <Loans />
    </StoryRuntime>
  );
}

const meta = {
  title: "UI/QueryTable",
  component: Story,
  args: { signedIn: true, path: "/mine", fail: 0 },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof Story>;
export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId("address").textContent;

/** A skeleton while the first page loads, then its rows; another page is kept in the address. */
export const PagedInTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole("table", { name: "目前借閱" }));
    await expect(await table.findByText("第 1 本書")).toBeVisible();
    await expect(table.getAllByRole("row")).toHaveLength(11);
    await userEvent.click(canvas.getAllByRole("button", { name: "第 3 頁" })[0]!);
    await expect(await table.findByText("第 21 本書")).toBeVisible();
    await expect(address(canvasElement)).toBe("?page=3");
    await expect(asked.at(-1)).toEqual({ pageNum: 3, pageSize: 10 });
  },
};

/** A link to page 2 opens on page 2. */
export const OpensOnThePageTheAddressNames: Story = {
  args: { path: "/mine?page=2" },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole("table", { name: "目前借閱" }));
    await expect(await table.findByText("第 11 本書")).toBeVisible();
    await expect(asked).toEqual([{ pageNum: 2, pageSize: 10 }]);
  },
};

/** A failure says so, and the retry asks again. */
export const FailedWithRetry: Story = {
  args: { fail: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("未能載入資料。");
    await userEvent.click(canvas.getByRole("button", { name: "重試" }));
    await expect(await canvas.findAllByText("第 1 本書")).not.toHaveLength(0);
    await expect(asked).toHaveLength(2);
  },
};

/** A re-read that fails keeps the rows the user was reading (the failure is said elsewhere). */
export const FailedReReadKeepsTheRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole("table", { name: "目前借閱" }));
    await expect(await table.findByText("第 1 本書")).toBeVisible();
    failures = 1;
    await userEvent.click(canvas.getByRole("button", { name: "再讀一次" }));
    await waitFor(() => expect(asked).toHaveLength(2));
    await waitFor(() => expect(failures).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(table.getByText("第 1 本書")).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** Signed out, nothing is asked for (the page around it offers sign-in). */
export const SignedOutAsksNothing: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole("table", { name: "目前借閱" })).toBeInTheDocument(),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(asked).toEqual([]);
  },
};

/** On a phone, one card per row instead of the table. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findAllByText("第 1 本書")).find((el) => el.tagName === "DD");
    await expect(card).toBeVisible();
    await expect(canvas.getByRole("table", { hidden: true })).not.toBeVisible();
  },
};
