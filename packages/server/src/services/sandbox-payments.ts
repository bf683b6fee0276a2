import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  ONLINE_PAYMENT_METHODS,
  PAYMENT_ORDER_MINUTES,
  SANDBOX_LATE_SECONDS,
  type PayNotifyBody,
  type SandboxNotify,
  type SandboxOrder,
  type SandboxOutcome,
} from "@campus/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { ApiProblem, notFound } from "../http/api-problem";
import { ResultCode } from "@campus/contract";
import { sandboxOrders } from "../db/schema";
import type { PaymentProvider, ProviderOrderState, VerifiedNotice } from "./payment-provider";

/*
 * The demo's payment provider: WeChat Pay and Alipay as a tester sees them, for every feature
 * that takes money (decision 0050). It keeps its own book of orders (`sandbox_orders`, as a
 * provider keeps its own), shows a cashier inside the feature whose order it is
 * (`/registration/sandbox?trade_no=…`, `/fees/sandbox?trade_no=…`) where the tester pays, cancels
 * or fails, and then notifies that feature's endpoint — signed, as a provider does — now, late,
 * twice or never, so every way a real notification arrives can be tried. Never in production:
 * anyone could "pay".
 */

/** The cashier's address inside the feature whose page the payer returns to. */
export const sandboxCashierPath = (returnPath: string, tradeNo: string) =>
  `/${returnPath.split(/[/?]/)[1] ?? ""}/sandbox?trade_no=${tradeNo}`;

/** The fields a notification signs, in a fixed order: `name=value&…`. */
const signedText = (n: Omit<PayNotifyBody, "sign">) =>
  `amount=${n.amount}&currency=${n.currency}&nonce=${n.nonce}&paid_at=${n.paid_at}` +
  `&provider_trade_no=${n.provider_trade_no}&trade_no=${n.trade_no}`;

export const signNotice = (key: string, n: Omit<PayNotifyBody, "sign">) =>
  createHmac("sha256", key).update(signedText(n)).digest("hex");

export interface SandboxOptions {
  db: Db;
  /** The key the sandbox and the server share (PAYMENT_SANDBOX_KEY). */
  key: string;
  /**
   * Hands a notification to the server's notify endpoint the order names (in the same process:
   * `app.request`).
   */
  deliver: (notice: PayNotifyBody, notifyPath: string) => Promise<void>;
  /** Runs a late notification after a while (a timer by default; tests run it when they like). */
  later?: (run: () => void, ms: number) => void;
  log?: (line: string) => void;
}

export interface SandboxProvider extends PaymentProvider {
  /** The cashier's order (demo_outbox-like: anyone holding the trade number). */
  order(tradeNo: string, now: Date): Promise<SandboxOrder>;
  /** The tester's payer acts at the cashier; answers where to return. */
  act(
    input: { tradeNo: string; outcome: SandboxOutcome; notify: SandboxNotify },
    now: Date,
  ): Promise<{ returnPath: string }>;
}

type Row = typeof sandboxOrders.$inferSelect;

const laterByTimer = (run: () => void, ms: number) => {
  setTimeout(run, ms).unref();
};

export function sandboxPayments({
  db,
  key,
  deliver,
  later = laterByTimer,
  log = console.log,
}: SandboxOptions): SandboxProvider {
  async function find(tradeNo: string): Promise<Row | undefined> {
    const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.tradeNo, tradeNo));
    return row;
  }

  /** An unpaid order past its time is expired, whoever asks first. */
  async function current(tradeNo: string, now: Date): Promise<Row | undefined> {
    const row = await find(tradeNo);
    if (row?.state === "pending" && row.expiresAt <= now) {
      await db
        .update(sandboxOrders)
        .set({ state: "closed" })
        .where(and(eq(sandboxOrders.tradeNo, tradeNo), eq(sandboxOrders.state, "pending")));
      return { ...row, state: "closed" };
    }
    return row;
  }

  function noticeOf(row: Row): PayNotifyBody {
    const fields = {
      trade_no: row.tradeNo,
      provider_trade_no: row.providerTradeNo,
      amount: row.amount,
      currency: row.currency,
      paid_at: (row.paidAt ?? new Date(0)).toISOString(),
      nonce: randomBytes(12).toString("hex"),
    };
    return { ...fields, sign: signNotice(key, fields) };
  }

  const send = (row: Row) =>
    deliver(noticeOf(row), row.notifyPath).catch((error: unknown) =>
      log(`sandbox payment: notifying ${row.tradeNo} failed: ${String(error)}`),
    );

  return {
    methods: ONLINE_PAYMENT_METHODS,

    async open(order) {
      await db.insert(sandboxOrders).values({
        tradeNo: order.tradeNo,
        providerTradeNo: `SBX${randomBytes(10).toString("hex").toUpperCase()}`,
        method: order.method,
        merchant: order.merchant,
        subject: order.subject,
        amount: order.amount,
        currency: order.currency,
        returnPath: order.returnPath,
        notifyPath: order.notifyPath,
        state: "pending",
        createdAt: order.now,
        expiresAt: new Date(order.now.getTime() + PAYMENT_ORDER_MINUTES * 60_000),
      });
      return { payUrl: sandboxCashierPath(order.returnPath, order.tradeNo) };
    },

    async query(tradeNo, now): Promise<ProviderOrderState> {
      const row = await current(tradeNo, now);
      if (!row) return { state: "closed" };
      if (row.state === "paid" || row.state === "refunded")
        return {
          state: "paid",
          providerTradeNo: row.providerTradeNo,
          amount: row.amount,
          paidAt: row.paidAt!,
        };
      return { state: row.state };
    },

    async refund(tradeNo, amount) {
      const [refunded] = await db
        .update(sandboxOrders)
        .set({ state: "refunded" })
        .where(
          and(
            eq(sandboxOrders.tradeNo, tradeNo),
            eq(sandboxOrders.state, "paid"),
            eq(sandboxOrders.amount, amount),
          ),
        )
        .returning();
      if (refunded) return;
      const [order] = await db
        .select()
        .from(sandboxOrders)
        .where(eq(sandboxOrders.tradeNo, tradeNo));
      if (order?.state !== "refunded") throw new Error(`sandbox: ${tradeNo} cannot be refunded`);
    },

    async close(tradeNo) {
      await db
        .update(sandboxOrders)
        .set({ state: "closed" })
        .where(and(eq(sandboxOrders.tradeNo, tradeNo), eq(sandboxOrders.state, "pending")));
    },

    verify(notice): VerifiedNotice | null {
      const { sign, ...fields } = notice;
      const expected = Buffer.from(signNotice(key, fields), "hex");
      const given = Buffer.from(sign, "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return {
        tradeNo: notice.trade_no,
        providerTradeNo: notice.provider_trade_no,
        amount: notice.amount,
        currency: notice.currency,
        paidAt: new Date(notice.paid_at),
      };
    },

    async order(tradeNo, now) {
      const row = await current(tradeNo, now);
      if (!row) throw notFound();
      return {
        trade_no: row.tradeNo,
        method: row.method,
        merchant: row.merchant,
        subject: row.subject,
        amount: row.amount,
        currency: row.currency,
        state: row.state,
        expires_at: row.expiresAt.toISOString(),
        return_path: row.returnPath,
      };
    },

    async act({ tradeNo, outcome, notify }, now) {
      const row = await current(tradeNo, now);
      if (!row) throw notFound();
      if (row.state !== "pending")
        throw new ApiProblem(ResultCode.badRequest, "registration.error.paymentOrderClosed");
      const state = outcome === "pay" ? "paid" : outcome === "cancel" ? "cancelled" : "failed";
      const [settled] = await db
        .update(sandboxOrders)
        .set({ state, paidAt: state === "paid" ? now : null })
        .where(and(eq(sandboxOrders.tradeNo, tradeNo), eq(sandboxOrders.state, "pending")))
        .returning();
      if (!settled)
        throw new ApiProblem(ResultCode.badRequest, "registration.error.paymentOrderClosed");
      // Only a payment is notified (WeChat and Alipay do not notify a cancel).
      if (settled.state === "paid") {
        if (notify === "now" || notify === "twice") await send(settled);
        if (notify === "twice") await send(settled);
        if (notify === "late") later(() => void send(settled), SANDBOX_LATE_SECONDS * 1000);
      }
      return { returnPath: settled.returnPath };
    },
  };
}
