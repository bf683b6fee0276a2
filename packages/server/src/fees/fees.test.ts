import { endpoints, HEADERS, type PayNotifyBody } from "@campus/contract";
import { FEES_EXPORT_PATH } from "@campus/contract/fees";
import { readSheet } from "read-excel-file/node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../db/sql";
import { signNotice } from "../services/sandbox-payments";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * School fees on a real database (decision 0050), as the demo accounts find them at the test
 * clock's start (2026-09-01): the air-conditioning fee (due 2026-08-11), which 陳小明's father paid
 * by a slip the office confirmed; P4's coach fare (HK$120, due 2026-09-11), which 陳小明 still
 * owes. The sandbox notifies this app in the same process, signed, as a provider would.
 */

let t: TestApp;
let parent: string; // 陳大文, acting for 陳小明 (4A 1)
let otherParent: string; // another family (林子軒, 6C)
let teacher: string;
let staff: string;
let neighbourStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  [parent, otherParent, teacher, staff, neighbourStaff] = await Promise.all([
    t.signIn("parent"),
    t.signIn("otherParent"),
    t.signIn("teacher"),
    t.signIn("staff"),
    t.signIn("neighbourStaff"),
  ]);
});
afterAll(async () => {
  await t.close();
});

const family = (token = parent, view: "due" | "history" = "due") =>
  t.ok(endpoints.feesFamily, { view }, { token });

const coachFare = async () => (await family()).list.find((f) => f.title === "四年級旅行日車費")!;

const act = (trade_no: string, outcome: "pay" | "cancel" | "fail", notify?: "now" | "twice") =>
  t.ok(endpoints.paymentSandboxAct, { trade_no, outcome, notify });

const outbox = (source: string) =>
  rows<{ user_id: number; text: string; ref: string }>(
    t.database.db,
    sql`SELECT user_id, text, ref FROM message_outbox WHERE source = ${source} AND channel = 'sms' ORDER BY id`,
  );

const jpeg = () =>
  new File(
    [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    "入數紙.jpg",
    {
      type: "image/jpeg",
    },
  );

/** A fresh fee for 4A, the way the office sets one. */
const newFee = (title_zh: string, amount = 5_000) =>
  t.ok(
    endpoints.feesCreateItem,
    { title_zh, amount, due_on: "2026-09-30", audience: { kind: "classes", classes: ["4A"] } },
    { token: staff },
  );

describe("a family's fees", () => {
  it("lists what is still to pay and the history with its receipt, and the methods on offer", async () => {
    const due = await family();
    expect(due.list.map((f) => [f.title, f.amount, f.currency, f.due_on, f.state])).toEqual([
      ["四年級旅行日車費", 12_000, "HKD", "2026-09-11", "unpaid"],
    ]);
    expect(due.owing).toEqual({ count: 1, amount: 12_000, currency: "HKD" });
    expect(due.methods).toEqual(["wechat", "alipay"]);
    const history = await family(parent, "history");
    expect(history.list).toHaveLength(1);
    expect(history.list[0]).toMatchObject({ title: "2026-27 上學期冷氣費", state: "paid" });
    expect(history.list[0]!.payment).toMatchObject({ method: "slip", state: "paid" });
    expect(history.list[0]!.payment!.receipt_no).toMatch(/^FR2026-\d{6}$/);
    // The slip the family sent, as it was sent (the demo's: a one-page PDF).
    const slip = await t.app.request(history.list[0]!.payment!.slip_url!, {
      headers: { [HEADERS.token]: parent },
    });
    expect(slip.status).toBe(200);
    expect(slip.headers.get("content-type")).toBe("application/pdf");
    const english = await t.ok(endpoints.feesFamily, {}, { token: parent, lang: "en-US" });
    expect(english.list[0]!.title).toBe("P4 picnic day coach fare");
    // Another family sees its own child's fees only.
    const theirs = await family(otherParent);
    expect(theirs.list.map((f) => f.title)).toEqual([]);
  });

  it("is a parent's: a teacher and the office are refused", async () => {
    expect((await t.refused(endpoints.feesFamily, {}, { token: teacher })).code).toBe(403);
    expect((await t.refused(endpoints.feesFamily, {}, { token: staff })).code).toBe(403);
  });
});

describe("paying online, exactly once", () => {
  it("pays through the sandbox; a notification twice and a replay make one paid fee and one receipt", async () => {
    const fee = await newFee("測試費一");
    const due = (await family()).list.find((f) => f.title === "測試費一")!;
    const order = await t.ok(
      endpoints.feesPay,
      { due_id: due.id, method: "wechat" },
      { token: parent },
    );
    expect(order.pay_url).toBe(`/fees/sandbox?trade_no=${order.trade_no}`);
    const cashier = await t.ok(endpoints.paymentSandboxOrder, { trade_no: order.trade_no });
    expect(cashier).toMatchObject({ amount: 5_000, currency: "HKD", state: "pending" });
    expect(cashier.subject).toBe("測試費一（陳小明）");
    expect(
      (await t.ok(endpoints.feesPaymentResult, { due_id: due.id }, { token: parent })).state,
    ).toBe("paying");
    const { return_path } = await act(order.trade_no, "pay", "twice");
    expect(return_path).toBe(`/fees/result?id=${due.id}`);
    const paid = await t.ok(endpoints.feesPaymentResult, { due_id: due.id }, { token: parent });
    expect(paid.state).toBe("paid");
    expect(paid.payment).toMatchObject({ method: "wechat", state: "paid", amount: 5_000 });
    const receipt = paid.payment!.receipt_no;
    // The same notification again, as a provider retries: accepted, nothing changes.
    const [row] = await rows<{ provider_trade_no: string; paid_at: Date }>(
      t.database.db,
      sql`SELECT provider_trade_no, paid_at FROM sandbox_orders WHERE trade_no = ${order.trade_no}`,
    );
    const fields = {
      trade_no: order.trade_no,
      provider_trade_no: row!.provider_trade_no,
      amount: 5_000,
      currency: "HKD",
      paid_at: new Date(row!.paid_at).toISOString(),
      nonce: "replay12345",
    };
    const before = await t.counts();
    expect(await t.ok(endpoints.feesPayNotify, notice(fields))).toEqual({ accepted: true });
    expect(await t.counts()).toEqual(before);
    const again = await t.ok(endpoints.feesPaymentResult, { due_id: due.id }, { token: parent });
    expect(again.payment!.receipt_no).toBe(receipt);
    const [counted] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM fee_payments WHERE due_id = ${due.id} AND state = 'paid'`,
    );
    expect(counted!.n).toBe(1);
    // Paid: paying again is refused, and the office counts it.
    expect(
      (await t.refused(endpoints.feesPay, { due_id: due.id, method: "alipay" }, { token: parent }))
        .msg,
    ).toBe("這項費用已經繳交");
    const detail = await t.ok(endpoints.feesItem, { item_id: fee.id }, { token: staff });
    expect(detail.counts).toMatchObject({ paid: 1, collected: 5_000 });
    expect(detail.classes).toEqual([expect.objectContaining({ class_name: "4A", paid: 1 })]);
  });

  it("a double tap or a retry leaves one open order; a cancelled one leaves the fee unpaid", async () => {
    await newFee("測試費二");
    const due = (await family()).list.find((f) => f.title === "測試費二")!;
    const first = await t.ok(
      endpoints.feesPay,
      { due_id: due.id, method: "alipay" },
      { token: parent },
    );
    const second = await t.ok(
      endpoints.feesPay,
      { due_id: due.id, method: "alipay" },
      { token: parent },
    );
    expect(second.trade_no).not.toBe(first.trade_no);
    const states = await rows<{ trade_no: string; state: string; closed_as: string | null }>(
      t.database.db,
      sql`SELECT trade_no, state, closed_as FROM fee_payments WHERE due_id = ${due.id} ORDER BY id`,
    );
    expect(states.map((s) => [s.state, s.closed_as])).toEqual([
      ["closed", "replaced"],
      ["open", null],
    ]);
    // The replaced order can no longer be paid at the cashier.
    expect(
      (await t.refused(endpoints.paymentSandboxAct, { trade_no: first.trade_no, outcome: "pay" }))
        .code,
    ).toBe(400);
    await act(second.trade_no, "cancel");
    const after = await t.ok(endpoints.feesPaymentResult, { due_id: due.id }, { token: parent });
    expect(after.state).toBe("unpaid");
    expect(after.payment).toMatchObject({ state: "closed" });
  });

  it("believes a notification only with the provider's signature and the order's amount", async () => {
    await newFee("測試費三");
    const due = (await family()).list.find((f) => f.title === "測試費三")!;
    const order = await t.ok(
      endpoints.feesPay,
      { due_id: due.id, method: "wechat" },
      { token: parent },
    );
    const fields = {
      trade_no: order.trade_no,
      provider_trade_no: "SBXFORGED0001",
      amount: 5_000,
      currency: "HKD",
      paid_at: "2026-09-01T02:00:00.000Z",
      nonce: "forged12345",
    };
    const before = await t.counts();
    expect((await t.refused(endpoints.feesPayNotify, notice(fields, "guessed-key"))).msg).toBe(
      "付款通知的簽名不正確",
    );
    expect((await t.refused(endpoints.feesPayNotify, notice({ ...fields, amount: 1 }))).msg).toBe(
      "付款通知的金額與訂單不符",
    );
    expect(
      (await t.refused(endpoints.feesPayNotify, notice({ ...fields, trade_no: "F999999-NONE" })))
        .code,
    ).toBe(404);
    expect(await t.counts()).toEqual(before);
  });

  it("never reaches another family's fee", async () => {
    const due = await coachFare();
    const before = await t.counts();
    for (const call of [
      t.refused(endpoints.feesPay, { due_id: due.id, method: "wechat" }, { token: otherParent }),
      t.refused(endpoints.feesPaymentResult, { due_id: due.id }, { token: otherParent }),
      t.refused(endpoints.feesUploadSlip, { due_id: due.id, file: jpeg() }, { token: otherParent }),
    ])
      expect((await call).code).toBe(404);
    expect(await t.counts()).toEqual(before);
  });
});

describe("paying by deposit slip", () => {
  it("waits for the office, which confirms it (a receipt, the family told) or rejects it with a reason", async () => {
    const fee = await newFee("測試費四");
    const due = (await family()).list.find((f) => f.title === "測試費四")!;
    const sent = await t.ok(
      endpoints.feesUploadSlip,
      { due_id: due.id, file: jpeg() },
      { token: parent },
    );
    expect(sent).toMatchObject({ state: "paying", payment: { method: "slip", state: "open" } });
    // Online payment waits for the office's word on the slip.
    expect(
      (await t.refused(endpoints.feesPay, { due_id: due.id, method: "wechat" }, { token: parent }))
        .msg,
    ).toBe("入數紙正待校務處核對，請稍候");
    const waiting = await t.ok(
      endpoints.feesDues,
      { item_id: fee.id, filter: "paying" },
      { token: staff },
    );
    expect(waiting.list.map((d) => d.student.name)).toEqual(["陳小明"]);
    const payment = waiting.list[0]!.payment!;
    // The slip's file: the family's and the office's, no one else's.
    const slip = (token: string) =>
      t.app.request(payment.slip_url!, { headers: { [HEADERS.token]: token } });
    expect((await slip(staff)).status).toBe(200);
    expect((await slip(parent)).status).toBe(200);
    expect((await slip(otherParent)).status).toBe(404);
    expect((await slip(neighbourStaff)).status).toBe(404);

    const before = await t.counts();
    expect(
      (
        await t.refused(
          endpoints.feesDecideSlip,
          { payment_id: payment.id, decision: "reject" },
          { token: staff },
        )
      ).code,
    ).toBe(400);
    expect(await t.counts()).toEqual(before);
    const rejected = await t.ok(
      endpoints.feesDecideSlip,
      { payment_id: payment.id, decision: "reject", reason: "金額不符" },
      { token: staff },
    );
    expect(rejected).toMatchObject({
      state: "unpaid",
      payment: { state: "rejected", reason: "金額不符" },
    });
    expect((await outbox("fees.slipRejected")).at(-1)!.text).toContain("金額不符");

    const again = await t.ok(
      endpoints.feesUploadSlip,
      { due_id: due.id, file: jpeg() },
      { token: parent },
    );
    const confirmed = await t.ok(
      endpoints.feesDecideSlip,
      { payment_id: again.payment!.id, decision: "confirm" },
      { token: staff },
    );
    expect(confirmed).toMatchObject({ state: "paid", payment: { state: "paid" } });
    expect(confirmed.payment!.receipt_no).toMatch(/^FR2026-\d{6}$/);
    expect((await outbox("fees.slipConfirmed")).at(-1)!.text).toContain("HK$50.00");
    // Decided once: a second word on the same slip is refused.
    expect(
      (
        await t.refused(
          endpoints.feesDecideSlip,
          { payment_id: again.payment!.id, decision: "confirm" },
          { token: staff },
        )
      ).msg,
    ).toBe("沒有待核對的入數紙");
  });

  it("refuses a file that is not an image or a PDF, and writes nothing", async () => {
    const due = await coachFare();
    const before = await t.counts();
    const fake = new File(["just text"], "slip.jpg", { type: "image/jpeg" });
    expect(
      (await t.refused(endpoints.feesUploadSlip, { due_id: due.id, file: fake }, { token: parent }))
        .code,
    ).toBe(400);
    expect(await t.counts()).toEqual(before);
  });
});

describe("refunds", () => {
  it("gives an online payment back through the provider, once, and tells the family", async () => {
    const fee = await newFee("測試費五");
    const due = (await family()).list.find((f) => f.title === "測試費五")!;
    const order = await t.ok(
      endpoints.feesPay,
      { due_id: due.id, method: "wechat" },
      { token: parent },
    );
    await act(order.trade_no, "pay");
    const before = await t.counts();
    expect(
      (await t.refused(endpoints.feesRefund, { due_id: due.id, reason: " " }, { token: staff }))
        .code,
    ).toBe(400);
    expect(await t.counts()).toEqual(before);
    const refunded = await t.ok(
      endpoints.feesRefund,
      { due_id: due.id, reason: "旅行日取消" },
      { token: staff },
    );
    expect(refunded).toMatchObject({
      state: "refunded",
      payment: { state: "refunded", reason: "旅行日取消" },
    });
    const [order2] = await rows<{ state: string }>(
      t.database.db,
      sql`SELECT state FROM sandbox_orders WHERE trade_no = ${order.trade_no}`,
    );
    expect(order2!.state).toBe("refunded");
    const told = (await outbox("fees.refunded")).length;
    expect(
      await t.ok(endpoints.feesRefund, { due_id: due.id, reason: "旅行日取消" }, { token: staff }),
    ).toMatchObject({
      state: "refunded",
    });
    expect((await outbox("fees.refunded")).length).toBe(told);
    expect(
      (await t.ok(endpoints.feesItem, { item_id: fee.id }, { token: staff })).counts,
    ).toMatchObject({
      refunded: 1,
      collected: 0,
    });
    // Unpaid: nothing to refund.
    const unpaid = await coachFare();
    expect(
      (await t.refused(endpoints.feesRefund, { due_id: unpaid.id, reason: "x" }, { token: staff }))
        .msg,
    ).toBe("這項費用未繳交，不能退款");
  });
});

describe("the office's fees", () => {
  it("sets a fee for its audience, tells each family, and follows it by class", async () => {
    const sentBefore = (await outbox("fees.new")).length;
    const fee = await t.ok(
      endpoints.feesCreateItem,
      {
        title_zh: "  數學比賽報名費 ",
        title_en: "Maths contest entry fee",
        note: "請於限期前繳交。",
        amount: 8_000,
        due_on: "2026-09-20",
        audience: { kind: "grades", grades: [4, 6] },
      },
      { token: staff },
    );
    expect(fee).toMatchObject({
      title: "數學比賽報名費",
      amount: 8_000,
      currency: "HKD",
      due_on: "2026-09-20",
    });
    expect(fee.counts.children).toBeGreaterThan(10);
    expect(fee.counts).toMatchObject({ unpaid: fee.counts.children, paid: 0 });
    const told = await outbox("fees.new");
    expect(told.length).toBeGreaterThan(sentBefore);
    expect(told.at(-1)!.text).toContain("數學比賽報名費");
    const detail = await t.ok(endpoints.feesItem, { item_id: fee.id }, { token: staff });
    expect(detail.classes.map((c) => c.class_name)).toEqual(expect.arrayContaining(["4A", "6C"]));
    expect(detail.classes.reduce((n, c) => n + c.children, 0)).toBe(fee.counts.children);
    const page = await t.ok(
      endpoints.feesDues,
      { item_id: fee.id, class_name: "4A", pageSize: 3 },
      { token: staff },
    );
    expect(page.list.map((d) => d.student.class_name)).toEqual(["4A", "4A", "4A"]);
    expect(page.list[0]!.student).toMatchObject({ name: "陳小明", class_no: 1 });
    const items = await t.ok(endpoints.feesItems, {}, { token: staff });
    expect(items.list.some((i) => i.id === fee.id)).toBe(true);
    // The other family owes it too, and sees it.
    expect((await family(otherParent)).list.map((f) => f.title)).toContain("數學比賽報名費");
  });

  it("sets a fee for the families who chose an option on a notice's reply slip", async () => {
    // 陳小明's father answered the Parents' Day slip: he will come.
    await t.database.db.execute(sql`
      INSERT INTO notice_replies (notice_id, student_id, answers, signed_by, signed_at, signed_with)
      SELECT n.id, s.id, '[0, null]'::jsonb, p.id, now(), 'pin'
      FROM notices n, users s, users p
      WHERE n.title_zh = '第一學期家長日安排' AND s.username = 's2026001' AND p.username = '91234567'`);
    const { groups } = await t.ok(endpoints.feesChildGroups, undefined, { token: staff });
    const coming = groups.find((g) => g.label === "第一學期家長日安排 · 家長會否出席？ · 出席")!;
    expect(coming.children).toBe(1);
    expect(groups.find((g) => g.label.endsWith("· 未能出席"))!.children).toBe(0);
    const fee = await t.ok(
      endpoints.feesCreateItem,
      {
        title_zh: "家長日茶點費",
        amount: 2_000,
        due_on: "2026-09-20",
        audience: { kind: "replies", key: coming.key },
      },
      { token: staff },
    );
    expect(fee.counts.children).toBe(1);
    expect((await family()).list.map((f) => f.title)).toContain("家長日茶點費");
    // A key no notice names is refused, nothing written; the groups are the office's.
    const before = await t.counts();
    const refused = await t.refused(
      endpoints.feesCreateItem,
      {
        title_zh: "x",
        amount: 1,
        due_on: "2026-09-20",
        audience: { kind: "replies", key: "999999.0.0" },
      },
      { token: staff },
    );
    expect(refused.data).toMatchObject({
      fields: [
        expect.objectContaining({
          field: "audience",
          message: "所選的通告回條選項已不存在，請重新選擇",
        }),
      ],
    });
    expect(await t.counts()).toEqual(before);
    expect((await t.refused(endpoints.feesChildGroups, undefined, { token: teacher })).code).toBe(
      403,
    );
  });

  it("refuses a fee due before today, for no one, or for another school's student, writing nothing", async () => {
    const before = await t.counts();
    const base = {
      title_zh: "費用",
      amount: 100,
      due_on: "2026-09-30",
      audience: { kind: "school" } as const,
    };
    const field = async (body: object) =>
      (await t.refused(endpoints.feesCreateItem, body as never, { token: staff })).data;
    expect(await field({ ...base, due_on: "2026-08-31" })).toMatchObject({
      fields: [expect.objectContaining({ field: "due_on", message: "繳費限期不能早於今天" })],
    });
    expect(await field({ ...base, audience: { kind: "classes", classes: ["6F"] } })).toMatchObject({
      fields: [expect.objectContaining({ field: "audience" })],
    });
    expect(
      await field({ ...base, audience: { kind: "students", student_ids: [999_999] } }),
    ).toMatchObject({
      fields: [
        expect.objectContaining({ field: "audience", message: "所選學生中有人不是本校學生" }),
      ],
    });
    expect(
      (await t.refused(endpoints.feesCreateItem, { ...base, title_zh: "  " }, { token: staff }))
        .code,
    ).toBe(400);
    expect(
      (await t.refused(endpoints.feesCreateItem, { ...base, amount: 0 }, { token: staff })).code,
    ).toBe(400);
    expect(await t.counts()).toEqual(before);
  });

  it("lets a class teacher follow her own classes' children alone, and change nothing", async () => {
    const items = await t.ok(endpoints.feesItems, {}, { token: teacher });
    const coach = items.list.find((i) => i.title === "四年級旅行日車費")!;
    // 4A's ten children, not all of P4's.
    expect(coach.counts.children).toBe(10);
    const detail = await t.ok(endpoints.feesItem, { item_id: coach.id }, { token: teacher });
    expect(detail.classes.map((c) => c.class_name)).toEqual(["4A"]);
    const dues = await t.ok(
      endpoints.feesDues,
      { item_id: coach.id, pageSize: 50 },
      { token: teacher },
    );
    expect(new Set(dues.list.map((d) => d.student.class_name))).toEqual(new Set(["4A"]));
    expect(
      (await t.ok(endpoints.feesDues, { item_id: coach.id, class_name: "4B" }, { token: teacher }))
        .list,
    ).toEqual([]);
    // A fee for another class alone is not hers to read.
    const sixC = await t.ok(
      endpoints.feesCreateItem,
      {
        title_zh: "六年級畢業營",
        amount: 100,
        due_on: "2026-09-30",
        audience: { kind: "classes", classes: ["6C"] },
      },
      { token: staff },
    );
    expect(
      (await t.refused(endpoints.feesItem, { item_id: sixC.id }, { token: teacher })).code,
    ).toBe(404);
    expect(
      (await t.ok(endpoints.feesItems, { pageSize: 50 }, { token: teacher })).list.map((i) => i.id),
    ).not.toContain(sixC.id);
    // Reading is all: setting, deciding and refunding are the office's.
    const before = await t.counts();
    expect(
      (
        await t.refused(
          endpoints.feesCreateItem,
          { title_zh: "x", amount: 1, due_on: "2026-09-30", audience: { kind: "school" } },
          { token: teacher },
        )
      ).code,
    ).toBe(403);
    expect(
      (
        await t.refused(
          endpoints.feesRefund,
          { due_id: dues.list[0]!.id, reason: "x" },
          { token: teacher },
        )
      ).code,
    ).toBe(403);
    expect(await t.counts()).toEqual(before);
  });

  it("is the office's and class teachers' alone: a parent is refused, another school's office finds nothing", async () => {
    const [item] = (await t.ok(endpoints.feesItems, {}, { token: staff })).list;
    expect((await t.refused(endpoints.feesItems, {}, { token: parent })).code).toBe(403);
    expect(
      (await t.refused(endpoints.feesItem, { item_id: item!.id }, { token: neighbourStaff })).code,
    ).toBe(404);
    expect(
      (await t.refused(endpoints.feesDues, { item_id: item!.id }, { token: neighbourStaff })).code,
    ).toBe(404);
    expect((await t.ok(endpoints.feesItems, {}, { token: neighbourStaff })).list).toEqual([]);
  });

  it("exports the reconciliation: every payment and refund of the period, and the totals by method", async () => {
    const exported = (query: string, token?: string) =>
      t.app.request(`${FEES_EXPORT_PATH}?${query}`, {
        headers: {
          [HEADERS.acceptLanguage]: "en-US",
          ...(token ? { [HEADERS.token]: token } : {}),
        },
      });
    const answer = await exported("from=2026-07-01&to=2026-09-01", staff);
    expect(answer.status).toBe(200);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const payments = (await readSheet(bytes, 1)) as unknown[][];
    expect(payments[0]!.slice(0, 3)).toEqual(["Receipt", "Paid at", "Method"]);
    expect(payments.length).toBeGreaterThan(10);
    const chan = payments.find(
      (r) => r[7] === "Chan Siu Ming" && r[8] === "Air-conditioning fee, first term 2026-27",
    );
    expect(chan).toBeDefined();
    expect(chan![2]).toBe("Bank deposit");
    expect(chan![10]).toBe(250);
    const totals = (await readSheet(bytes, 2)) as unknown[][];
    expect(totals[0]).toEqual(["Method", "Currency", "Received", "Refunded", "Net received"]);
    expect(totals.slice(1).map((r) => r[0])).toEqual(
      expect.arrayContaining(["WeChat Pay", "Alipay", "Bank deposit"]),
    );
    expect((await exported("from=2026-07-01&to=2026-09-01", teacher)).status).toBe(404);
    expect((await exported("from=2026-09-01&to=2026-07-01", staff)).status).toBe(404);
  });
});

/** A notification as the sandbox signs it (its demo key), for replaying and forging. */
function notice(fields: Omit<PayNotifyBody, "sign">, key = "campus-demo-sandbox"): PayNotifyBody {
  return { ...fields, sign: signNotice(key, fields) };
}
