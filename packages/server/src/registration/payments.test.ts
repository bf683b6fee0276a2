import { endpoints, HEADERS, REGISTRATION_SLIP_PATH, type PayNotifyBody } from "@campus/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { payments } from "./schema";
import { signNotice } from "../services/sandbox-payments";
import { guardianOf, offerPlace, pdf, png, submitApplication } from "./testing/registration-tests";

/*
 * An application's fee, paid through the demo's sandbox provider or by deposit slip (test clock:
 * 2026-09-01). The sandbox notifies this app in the same process, signed, as a provider would.
 */

let t: TestApp;
let guardian: string;
let other: string;
let staff: string;
/** Late notifications the sandbox scheduled, run when a test says. */
const late: (() => void)[] = [];

beforeAll(async () => {
  t = await createTestApp({ deps: { later: (run) => void late.push(run) } });
  guardian = await t.signIn("guardian");
  other = await guardianOf(t, "66623456");
  staff = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

let children = 0;

/** A complete application of a child of its own, submitted. */
const submitted = (token = guardian) => submitApplication(t, token, `FEE${++children}`);

const payBy = (id: number, method: "wechat" | "alipay" = "wechat", token = guardian) =>
  t.ok(endpoints.registrationPay, { id, method }, { token });

const result = (id: number, token = guardian) =>
  t.ok(endpoints.registrationPaymentResult, { id }, { token });

const act = (
  trade_no: string,
  outcome: "pay" | "cancel" | "fail",
  notify?: "now" | "late" | "twice" | "never",
) => t.ok(endpoints.paymentSandboxAct, { trade_no, outcome, notify });

/** A notification as the sandbox signs it (its demo key), for replaying and forging. */
function notice(fields: Omit<PayNotifyBody, "sign">, key = "campus-demo-sandbox"): PayNotifyBody {
  return { ...fields, sign: signNotice(key, fields) };
}

describe("paying online through the sandbox", () => {
  it("offers both providers and slips in demo mode", async () => {
    const school = await t.ok(endpoints.registrationSchool, { school_code: "DEMO" });
    expect(school.payment_methods).toEqual(["wechat", "alipay", "slip"]);
  });

  it("takes the fee once the application is submitted, and only the guardian's own", async () => {
    const { id: draftId } = await t.ok(
      endpoints.registrationSaveDraft,
      { school_code: "DEMO", form: {} },
      { token: guardian },
    );
    const app = await submitted();
    const before = await t.counts();
    const pay = (id: number, token: string) =>
      t.request(endpoints.registrationPay, { id, method: "wechat" }, { token });
    expect((await pay(draftId, guardian)).msg).toBe("此申請現時無須繳費");
    expect((await pay(app.id, other)).code).toBe(404);
    expect(
      (await t.request(endpoints.registrationPaymentResult, { id: app.id }, { token: other })).code,
    ).toBe(404);
    // Staff and parents are not guardians: refused before any handler.
    expect((await pay(app.id, staff)).code).toBe(403);
    expect(await t.counts()).toEqual(before);
  });

  it("is paid when the provider says so, by a signed notification, and says how", async () => {
    const app = await submitted();
    expect(app).toMatchObject({
      fee_status: "unpaid",
      application_fee: 5000,
      currency: "HKD",
      payment: null,
    });
    const order = await payBy(app.id);
    expect(order.pay_url).toBe(`/registration/sandbox?trade_no=${order.trade_no}`);
    expect((await result(app.id)).fee_status).toBe("paying");

    const cashier = await t.ok(endpoints.paymentSandboxOrder, { trade_no: order.trade_no });
    expect(cashier).toMatchObject({
      method: "wechat",
      amount: 5000,
      currency: "HKD",
      state: "pending",
      return_path: `/registration/wechat/${app.id}`,
    });
    expect(cashier.subject).toContain(app.number);

    expect(await act(order.trade_no, "pay", "now")).toEqual({
      return_path: `/registration/wechat/${app.id}`,
    });
    const paid = await t.ok(endpoints.registrationApplication, { id: app.id }, { token: guardian });
    expect(paid.fee_status).toBe("paid");
    expect(paid.payment).toMatchObject({
      method: "wechat",
      state: "paid",
      amount: 5000,
      currency: "HKD",
      trade_no: order.trade_no,
      paid_at: t.clock.now().toISOString(),
    });
    // Paid is paid: no second order, and the cashier will not take it again.
    expect(
      (
        await t.refused(
          endpoints.registrationPay,
          { id: app.id, method: "alipay" },
          { token: guardian },
        )
      ).msg,
    ).toBe("此申請的費用已繳付");
    expect(
      (
        await t.refused(endpoints.paymentSandboxAct, {
          trade_no: order.trade_no,
          outcome: "pay",
        })
      ).msg,
    ).toBe("此付款訂單已結束，請返回重新付款");
  });

  it("changes nothing when a notification comes twice or is replayed", async () => {
    const app = await submitted();
    const order = await payBy(app.id, "alipay");
    await act(order.trade_no, "pay", "twice");
    const first = await result(app.id);
    expect(first.payment).toMatchObject({ method: "alipay", state: "paid" });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.tradeNo, order.trade_no));
    const replay = notice({
      trade_no: order.trade_no,
      provider_trade_no: payment!.providerTradeNo!,
      amount: 5000,
      currency: "HKD",
      paid_at: "2026-09-02T10:00:00.000Z",
      nonce: "replayed0001",
    });
    const before = await t.counts();
    expect(await t.ok(endpoints.registrationPayNotify, replay)).toEqual({ accepted: true });
    expect(await t.counts()).toEqual(before);
    expect((await result(app.id)).payment?.paid_at).toBe(first.payment?.paid_at);
  });

  it("believes no notification without the provider's signature or with another amount", async () => {
    const app = await submitted();
    const order = await payBy(app.id);
    const fields = {
      trade_no: order.trade_no,
      provider_trade_no: "SBXFORGED",
      amount: 5000,
      currency: "HKD",
      paid_at: t.clock.now().toISOString(),
      nonce: "forged000001",
    };
    const before = await t.counts();
    expect(
      (await t.refused(endpoints.registrationPayNotify, notice(fields, "guessed-key"))).msg,
    ).toBe("付款通知的簽署不正確");
    expect(
      (await t.refused(endpoints.registrationPayNotify, notice({ ...fields, amount: 1 }))).msg,
    ).toBe("付款通知的金額與訂單不符");
    expect(
      (
        await t.request(
          endpoints.registrationPayNotify,
          notice({ ...fields, trade_no: "P0-NOSUCH" }),
        )
      ).code,
    ).toBe(404);
    expect(await t.counts()).toEqual(before);
    expect((await result(app.id)).fee_status).toBe("paying");
  });

  it("learns of a payment by asking the provider when no notification comes", async () => {
    const app = await submitted();
    const order = await payBy(app.id);
    await act(order.trade_no, "pay", "never");
    expect(
      (await t.ok(endpoints.registrationApplication, { id: app.id }, { token: guardian }))
        .fee_status,
    ).toBe("paying");
    expect((await result(app.id)).fee_status).toBe("paid");
  });

  it("takes a late notification after the result page already learnt it", async () => {
    const app = await submitted();
    const order = await payBy(app.id);
    late.length = 0;
    await act(order.trade_no, "pay", "late");
    expect(late).toHaveLength(1);
    const paid = await result(app.id);
    expect(paid.fee_status).toBe("paid");
    const before = await t.counts();
    late[0]!();
    // The notification runs through the app; wait for its answer to land.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.counts()).toEqual(before);
    expect((await result(app.id)).payment).toEqual(paid.payment);
  });

  it("leaves the fee unpaid when the payer cancels or the payment fails, and takes another try", async () => {
    const app = await submitted();
    const cancelled = await payBy(app.id);
    await act(cancelled.trade_no, "cancel");
    const afterCancel = await result(app.id);
    expect(afterCancel.fee_status).toBe("unpaid");
    expect(afterCancel.payment).toMatchObject({ state: "closed", closed_as: "cancelled" });
    expect(afterCancel.status).toBe("submitted");

    const failed = await payBy(app.id, "alipay");
    await act(failed.trade_no, "fail");
    expect((await result(app.id)).payment).toMatchObject({ state: "closed", closed_as: "failed" });

    const third = await payBy(app.id);
    await act(third.trade_no, "pay");
    expect((await result(app.id)).fee_status).toBe("paid");
  });

  it("replaces an abandoned order, which can no longer be paid", async () => {
    const app = await submitted();
    const abandoned = await payBy(app.id);
    const again = await payBy(app.id, "alipay");
    expect(again.trade_no).not.toBe(abandoned.trade_no);
    expect(
      (
        await t.refused(endpoints.paymentSandboxAct, {
          trade_no: abandoned.trade_no,
          outcome: "pay",
        })
      ).msg,
    ).toBe("此付款訂單已結束，請返回重新付款");
    await act(again.trade_no, "pay");
    expect((await result(app.id)).payment).toMatchObject({ method: "alipay", state: "paid" });
  });

  it("closes an order nobody paid within its time", async () => {
    const app = await submitted();
    await payBy(app.id);
    t.clock.advance(16 * 60_000);
    const expired = await result(app.id);
    expect(expired.fee_status).toBe("unpaid");
    expect(expired.payment).toMatchObject({ state: "closed", closed_as: "expired" });
  });

  it("opens one order for a double tap", async () => {
    const app = await submitted();
    await Promise.all([payBy(app.id), payBy(app.id)].map((p) => p.catch(() => null)));
    const open = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.applicationId, app.id), eq(payments.state, "open")));
    expect(open).toHaveLength(1);
  });
});

describe("paying by deposit slip", () => {
  it("waits for the office, which rejects it with a reason or confirms it", async () => {
    const app = await submitted();
    const waiting = await t.ok(
      endpoints.registrationUploadSlip,
      { application_id: app.id, file: png("slip.png") },
      { token: guardian },
    );
    expect(waiting.fee_status).toBe("paying");
    expect(waiting.payment).toMatchObject({
      method: "slip",
      state: "open",
      slip: { name: "slip.png", type: "image/png" },
    });
    expect(
      (
        await t.refused(
          endpoints.registrationPay,
          { id: app.id, method: "wechat" },
          { token: guardian },
        )
      ).msg,
    ).toBe("已上載的入數紙正待學校核對，請稍候");

    // The office finds the slips it has to check by the fee's state.
    const toCheck = await t.ok(
      endpoints.registrationOfficeApplications,
      { fee_status: "paying", pageSize: 100 },
      { token: staff },
    );
    expect(toCheck.list.map((a) => a.id)).toContain(app.id);
    expect(toCheck.list.every((a) => a.fee_status === "paying")).toBe(true);
    const unpaid = await t.ok(
      endpoints.registrationOfficeApplications,
      { fee_status: "unpaid", interview_status: "not_booked", pageSize: 100 },
      { token: staff },
    );
    expect(unpaid.list.map((a) => a.id)).not.toContain(app.id);

    // The guardian and the office read the slip; nobody else.
    const read = (token?: string) =>
      t.app.request(`${REGISTRATION_SLIP_PATH}/${app.id}`, {
        headers: token ? { [HEADERS.token]: token } : {},
      });
    expect((await read(guardian)).status).toBe(200);
    expect((await read(staff)).status).toBe(200);
    expect((await read(other)).status).toBe(404);
    expect((await read()).status).toBe(404);

    const noReason = await t.refused(
      endpoints.registrationOfficeDecideSlip,
      { id: app.id, decision: "reject" },
      { token: staff },
    );
    expect(noReason.code).toBe(400);
    const rejected = await t.ok(
      endpoints.registrationOfficeDecideSlip,
      { id: app.id, decision: "reject", reason: "入數紙金額不清楚" },
      { token: staff },
    );
    expect(rejected.fee_status).toBe("unpaid");
    expect(rejected.payment).toMatchObject({ state: "rejected", reason: "入數紙金額不清楚" });
    expect(
      (
        await t.refused(
          endpoints.registrationOfficeDecideSlip,
          { id: app.id, decision: "confirm" },
          { token: staff },
        )
      ).msg,
    ).toBe("此申請沒有待核對的入數紙");

    await t.ok(
      endpoints.registrationUploadSlip,
      { application_id: app.id, file: pdf("slip.pdf") },
      { token: guardian },
    );
    const confirmed = await t.ok(
      endpoints.registrationOfficeDecideSlip,
      { id: app.id, decision: "confirm" },
      { token: staff },
    );
    expect(confirmed.fee_status).toBe("paid");
    expect(confirmed.payment).toMatchObject({
      method: "slip",
      state: "paid",
      paid_at: t.clock.now().toISOString(),
    });
    expect(
      (
        await t.refused(
          endpoints.registrationUploadSlip,
          { application_id: app.id, file: png("slip.png") },
          { token: guardian },
        )
      ).msg,
    ).toBe("此申請的費用已繳付");
  });

  it("refuses a file that is not an image or PDF, whatever its name, and writes nothing", async () => {
    const app = await submitted();
    const before = await t.counts();
    const fake = new File(["just text, not a picture"], "slip.png", { type: "image/png" });
    expect(
      (
        await t.request(
          endpoints.registrationUploadSlip,
          { application_id: app.id, file: fake },
          { token: guardian },
        )
      ).code,
    ).toBe(400);
    expect(await t.counts()).toEqual(before);
  });

  it("replaces an unpaid online order", async () => {
    const app = await submitted();
    const order = await payBy(app.id);
    const slip = await t.ok(
      endpoints.registrationUploadSlip,
      { application_id: app.id, file: png("slip.png") },
      { token: guardian },
    );
    expect(slip.payment).toMatchObject({ method: "slip", state: "open" });
    expect(
      (
        await t.refused(endpoints.paymentSandboxAct, {
          trade_no: order.trade_no,
          outcome: "pay",
        })
      ).msg,
    ).toBe("此付款訂單已結束，請返回重新付款");
  });
});

describe("without a payment provider", () => {
  // Made before the test, under the hook's time limit: a second app takes seconds on a busy machine.
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ deps: { demo: false } });
  });
  afterAll(() => plain.close());

  it("takes slips alone and has no sandbox", async () => {
    const school = await plain.ok(endpoints.registrationSchool, { school_code: "DEMO" });
    expect(school.payment_methods).toEqual(["slip"]);
    expect((await plain.request(endpoints.paymentSandboxOrder, { trade_no: "P1-ABC" })).code).toBe(
      404,
    );
    expect(
      (
        await plain.request(endpoints.paymentSandboxAct, {
          trade_no: "P1-ABC",
          outcome: "pay",
        })
      ).code,
    ).toBe(404);
  });
});

describe("the registration fee, refunded on enrolment", () => {
  /** An application the office approved: a place offered. */
  async function offered() {
    const app = await submitted();
    return offerPlace(t, staff, app.id);
  }
  const enrol = (id: number, token = staff) =>
    t.request(endpoints.registrationOfficeEnrol, { id }, { token });

  it("is not due until a place is offered, and then is", async () => {
    const app = await submitted();
    expect(app.registration_fee_status).toBe("not_due");
    expect(app.registration_fee).toBe(100_000);
    const before = await t.counts();
    expect(
      (
        await t.refused(
          endpoints.registrationPay,
          { id: app.id, method: "wechat", fee: "registration" },
          { token: guardian },
        )
      ).msg,
    ).toBe("此申請現時無須繳費");
    expect(await t.counts()).toEqual(before);
    const approved = await offered();
    expect(approved).toMatchObject({
      status: "approved",
      registration_fee_status: "unpaid",
      registration_payment: null,
      enrolled_at: null,
    });
  });

  it("is paid online and refunded through the provider when the child enrols, once", async () => {
    const app = await offered();
    // Not enrolled while the fee is unpaid.
    expect((await enrol(app.id)).msg).toBe("此申請尚未繳付註冊費，未能辦理入學");
    const order = await t.ok(
      endpoints.registrationPay,
      { id: app.id, method: "alipay", fee: "registration" },
      { token: guardian },
    );
    expect(order.trade_no).toMatch(/^R\d+-/);
    const cashier = await t.ok(endpoints.paymentSandboxOrder, { trade_no: order.trade_no });
    expect(cashier).toMatchObject({
      amount: 100_000,
      subject: expect.stringContaining("註冊費") as string,
      return_path: `/registration/alipay/${app.id}?fee=registration`,
    });
    await act(order.trade_no, "pay", "now");
    const paid = await result(app.id);
    expect(paid).toMatchObject({
      fee_status: "unpaid",
      registration_fee_status: "paid",
      registration_payment: { fee: "registration", method: "alipay", state: "paid" },
    });

    const enrolled = (await enrol(app.id)).data as typeof paid;
    expect(enrolled).toMatchObject({
      registration_fee_status: "refunded",
      registration_payment: { state: "refunded" },
    });
    expect(enrolled.enrolled_at).not.toBeNull();
    expect((await t.ok(endpoints.paymentSandboxOrder, { trade_no: order.trade_no })).state).toBe(
      "refunded",
    );
    // Twice is once: the same answer, nothing more refunded.
    const again = (await enrol(app.id)).data as typeof paid;
    expect(again.enrolled_at).toBe(enrolled.enrolled_at);
  });

  it("is paid by slip, confirmed by the office, and marked refunded on enrolment", async () => {
    const app = await offered();
    const waiting = await t.ok(
      endpoints.registrationUploadSlip,
      { application_id: app.id, file: pdf("registration.pdf"), fee: "registration" },
      { token: guardian },
    );
    expect(waiting).toMatchObject({
      fee_status: "unpaid",
      registration_fee_status: "paying",
      registration_payment: { fee: "registration", method: "slip", state: "open" },
    });
    // The application fee's slip address has none; the registration fee's has this one.
    const read = (path: string) => t.app.request(path, { headers: { [HEADERS.token]: staff } });
    expect((await read(`${REGISTRATION_SLIP_PATH}/${app.id}`)).status).toBe(404);
    const file = await read(`${REGISTRATION_SLIP_PATH}/${app.id}/registration`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");

    const confirmed = await t.ok(
      endpoints.registrationOfficeDecideSlip,
      { id: app.id, decision: "confirm", fee: "registration" },
      { token: staff },
    );
    expect(confirmed.registration_fee_status).toBe("paid");
    const enrolled = (await enrol(app.id)).data as typeof confirmed;
    expect(enrolled).toMatchObject({
      registration_fee_status: "refunded",
      registration_payment: { method: "slip", state: "refunded" },
    });
  });

  it("enrols only an approved child, by the school's own office", async () => {
    const app = await submitted();
    const before = await t.counts();
    expect((await enrol(app.id)).msg).toBe("此申請尚未獲取錄");
    expect((await enrol(app.id, guardian)).code).toBe(403);
    expect(await t.counts()).toEqual(before);
  });

  // Last: it moves the test clock past the limit.
  it("holds an offered place for the school's days, then takes no payment until the office gives more (issue 37, item 15)", async () => {
    const app = await offered();
    // The demo school holds a place 14 days: to the end of 15 September, Hong Kong time.
    expect(app.offer_expires_at).toBe("2026-09-15T15:59:59.999Z");
    const family = await t.ok(
      endpoints.registrationApplication,
      { id: app.id },
      { token: guardian },
    );
    expect(family.offer_expires_at).toBe(app.offer_expires_at);

    t.clock.advance(Date.parse("2026-09-16T01:00:00Z") - t.clock.now().getTime());
    guardian = await t.signIn("guardian");
    staff = await t.signIn("staff");
    const before = await t.counts();
    for (const attempt of [
      () =>
        t.request(
          endpoints.registrationPay,
          { id: app.id, method: "wechat", fee: "registration" },
          { token: guardian },
        ),
      () =>
        t.request(
          endpoints.registrationUploadSlip,
          { application_id: app.id, file: pdf("late.pdf"), fee: "registration" },
          { token: guardian },
        ),
    ]) {
      const refused = await attempt();
      expect(refused.code).toBe(409);
      expect(refused.msg).toBe(
        "留位限期（2026-09-15）已過，學位未能保留；如仍希望入讀，請聯絡學校",
      );
    }
    expect(await t.counts()).toEqual(before);

    // The office gives until the end of 30 September: not a day already past, not the family.
    const extend = (until: string, token = staff) =>
      t.request(endpoints.registrationOfficeExtendOffer, { id: app.id, until }, { token });
    expect((await extend("2026-09-15")).data).toMatchObject({ fields: [{ field: "until" }] });
    expect((await extend("2026-02-30")).data).toMatchObject({ fields: [{ field: "until" }] });
    expect((await extend("2026-09-30", guardian)).code).toBe(403);
    const extended = (await extend("2026-09-30")).data as { offer_expires_at: string };
    expect(extended.offer_expires_at).toBe("2026-09-30T15:59:59.999Z");
    const paying = await t.ok(
      endpoints.registrationUploadSlip,
      { application_id: app.id, file: pdf("registration.pdf"), fee: "registration" },
      { token: guardian },
    );
    expect(paying.registration_fee_status).toBe("paying");
    // Paid (or paying): nothing left to extend.
    expect((await extend("2026-10-10")).msg).toBe("此申請現時不能進行這一步");
  });
});
