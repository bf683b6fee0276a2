import type { DeskLoan, DeskReservation } from "@campus/contract";
import { teacherUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { refuse, type FixtureRuntime } from "../../testing/fixture-runtime";
import { deskLost, deskQueue, page } from "../../testing/library-fixtures";
import { LibraryStory } from "../../testing/library-story";
import { DeskPage } from "./desk-page";

let runtime: FixtureRuntime | undefined;
const calls = (endpoint: string) =>
  runtime!.calls.filter((c) => c.endpoint === endpoint).map((c) => c.body);

const staff = teacherUser({
  user_name: "李志明",
  roles: ["teacher", "staff"],
  permissions: { "library.desk": ["query", "get", "edit"] },
});

function desk() {
  let queue: DeskReservation[] = [...deskQueue];
  let lost: DeskLoan[] = [...deskLost];
  const lend = (bookNo: string): DeskLoan => ({
    ...deskLost[0]!,
    id: 77,
    status: "borrowing",
    book_no: bookNo,
    loss_reason: null,
    loss_reported_at: null,
    due_date: "2026-12-06",
  });
  return {
    deskReservations: (body: Record<string, unknown>) =>
      page(queue.filter((r) => !body.status || r.status === body.status)),
    deskReservationStatus: (body: Record<string, unknown>) => {
      queue = queue.map((r) =>
        r.id === body.id
          ? {
              ...r,
              status: body.status as DeskReservation["status"],
              book_no: body.status === "ready" ? "B000002-1" : r.book_no,
            }
          : r,
      );
      return queue.find((r) => r.id === body.id)!;
    },
    deskCheckout: (body: Record<string, unknown>) => {
      if (body.bookNo === "X1") refuse("找不到書號 X1", 404);
      queue = queue.filter((r) => r.book_no !== body.bookNo);
      return lend(String(body.bookNo));
    },
    deskReturn: (body: Record<string, unknown>) => ({
      ...lend(String(body.bookNo)),
      status: "returned",
      return_date: "2026-11-22",
    }),
    deskLossReports: () => page(lost),
    deskDecideLoss: (body: Record<string, unknown>) => {
      lost = lost.filter((l) => l.id !== body.loanId);
      return { ...deskLost[0]!, status: body.approve ? "lost" : "borrowing" };
    },
  };
}

const meta = {
  title: "Library/Screens/Desk",
  component: LibraryStory,
  args: {
    path: "/library/desk?xschoolCode=DEMO",
    route: "/library/desk",
    screen: DeskPage,
    handlers: desk(),
    user: staff,
    onRuntime: (r: FixtureRuntime) => void (runtime = r),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof LibraryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The queue's table row of a book's reservation in a status (waits for it to appear). */
async function row(canvasElement: HTMLElement, book: string, status: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...canvasElement.querySelectorAll<HTMLElement>("tbody tr")].find(
      (tr) => tr.textContent?.includes(book) && tr.textContent.includes(status),
    );
    expect(found).toBeDefined();
  });
  return within(found!);
}

export const QueueFromReservingToBorrowed: Story = {
  args: { handlers: desk() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = await row(canvasElement, "小王子", "預約中");
    await userEvent.click(waiting.getByRole("button", { name: "開始備書" }));
    await waitFor(() =>
      expect(calls("deskReservationStatus")).toEqual([{ id: 1, status: "preparing", schoolId: 1 }]),
    );
    const preparing = await row(canvasElement, "小王子", "備書中");
    await userEvent.click(preparing.getByRole("button", { name: "通知取書" }));
    await waitFor(() =>
      expect(calls("deskReservationStatus").at(-1)).toEqual({
        id: 1,
        status: "ready",
        schoolId: 1,
      }),
    );
    const ready = await row(canvasElement, "小王子", "可取書");
    await userEvent.click(ready.getByRole("button", { name: "借出" }));
    const confirm = within(await canvas.findByRole("alertdialog", { name: "借出書本" }));
    await userEvent.click(confirm.getByRole("button", { name: "借出" }));
    await expect(await canvas.findByText(/已借出，.+到期/)).toBeVisible();
    await expect(calls("deskCheckout")[0]).toMatchObject({ readerNo: "2026001" });
  },
};

export const CheckOutAndReturnByBookNumber: Story = {
  args: { handlers: desk() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "借書及還書" }));
    const [lendForm, returnForm] = canvas.getAllByRole("form") as [HTMLElement, HTMLElement];
    const lend = within(lendForm);
    await userEvent.click(lend.getByRole("button", { name: "借出" }));
    await expect(await lend.findAllByText("請填寫此項")).toHaveLength(2);
    await userEvent.type(lend.getByRole("textbox", { name: /^讀者編號/ }), "2026001");
    await userEvent.type(lend.getByRole("textbox", { name: /^書號/ }), "X1{Enter}");
    await waitFor(() => expect(calls("deskCheckout")).toHaveLength(1));
    // Refused (the error catalogue says why): what was typed stays.
    await expect(lend.getByRole("textbox", { name: /^書號/ })).toHaveValue("X1");
    await userEvent.clear(lend.getByRole("textbox", { name: /^書號/ }));
    await userEvent.type(lend.getByRole("textbox", { name: /^書號/ }), "B000001-2{Enter}");
    await expect(await lend.findByText(/到期/)).toBeVisible();
    await expect(lend.getByRole("textbox", { name: /^書號/ })).toHaveValue("");
    await expect(lend.getByRole("textbox", { name: /^讀者編號/ })).toHaveValue("2026001");

    const back = within(returnForm);
    await userEvent.type(back.getByRole("textbox", { name: /^書號/ }), "B000001-2{Enter}");
    await expect(await back.findByText("已歸還")).toBeVisible();
    await expect(calls("deskReturn")).toEqual([{ bookNo: "B000001-2", schoolId: 1 }]);
  },
};

export const ApproveALossReport: Story = {
  args: { handlers: desk(), locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Loss reports" }));
    await expect((await canvas.findAllByText("在巴士上遺失了"))[0]).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Approve" })[0]!);
    const confirm = within(
      await canvas.findByRole("alertdialog", { name: "Approve this loss report?" }),
    );
    await userEvent.click(confirm.getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(calls("deskDecideLoss")).toEqual([{ loanId: 4, approve: true, schoolId: 1 }]),
    );
    await expect(await canvas.findByText("No data")).toBeVisible();
  },
};

export const FilterTheQueue: Story = {
  args: { handlers: desk() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "狀態" }), "ready");
    await waitFor(() =>
      expect(calls("deskReservations").at(-1)).toMatchObject({ status: "ready", pageNum: 1 }),
    );
  },
};
