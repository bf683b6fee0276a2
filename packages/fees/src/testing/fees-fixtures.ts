import { endpoints } from "@campus/contract";
import type {
  FamilyFee,
  FeeItem,
  FeeItemDetail,
  FeePayment,
  OfficeDue,
} from "@campus/contract/fees";
import { parentUser, teacherUser } from "@campus/contract/fixtures";
import { answer, page, refusal } from "@campus/ui/testing";

/*
 * School fees as the stories' server keeps them: 陳小明's coach fare to pay and the
 * air-conditioning fee he paid by slip; the office's two fees, the coach fare's classes and
 * children (a slip waiting, one paid online); the answers that read and change them.
 */

/** 陳大文, who pays for 陳小明 (the current child). */
export const payer = parentUser({ permissions: { "fees.home": ["query", "add"] } });

/** 李志明, the school office. */
export const bursar = teacherUser({
  user_id: 9,
  user_name: "李志明",
  name_en: "Lee Chi Ming",
  roles: ["teacher", "staff"],
  permissions: { "fees.office": ["query", "add", "edit", "export"] },
});

/** 黃嘉欣, 4A's class teacher: she follows her class's fees, and changes nothing. */
export const classTeacher = teacherUser({
  user_id: 8,
  user_name: "黃嘉欣",
  name_en: "Wong Ka Yan",
  permissions: { "fees.office": ["query"] },
});

export const payment = (overrides: Partial<FeePayment> = {}): FeePayment => ({
  id: 31,
  method: "slip",
  state: "paid",
  amount: 25_000,
  currency: "HKD",
  trade_no: "G12-DEMO0001",
  provider_trade_no: null,
  created_at: "2026-08-02T02:00:00.000Z",
  paid_at: "2026-08-03T03:15:00.000Z",
  refunded_at: null,
  reason: null,
  receipt_no: "FR2026-000031",
  slip_url: "/api/fees/slip/31",
  ...overrides,
});

export const COACH: FamilyFee = {
  id: 41,
  title: "四年級旅行日車費",
  note: "旅行日來回旅遊巴士車費。如有經濟困難，請與校務處聯絡。",
  amount: 12_000,
  currency: "HKD",
  due_on: "2026-09-11",
  state: "unpaid",
  overdue: false,
  payment: null,
};

export const AIRCON: FamilyFee = {
  id: 12,
  title: "2026-27 上學期冷氣費",
  note: "用於課室冷氣機的電費及保養。",
  amount: 25_000,
  currency: "HKD",
  due_on: "2026-08-11",
  state: "paid",
  overdue: false,
  payment: payment(),
};

/** The family's fees as the story's server keeps them; paying answers the sandbox's cashier. */
export function family(due: FamilyFee[] = [COACH], history: FamilyFee[] = [AIRCON]) {
  const owing = (list: FamilyFee[]) => ({
    count: list.length,
    amount: list.reduce((sum, fee) => sum + fee.amount, 0),
    currency: "HKD",
  });
  return [
    answer(endpoints.feesFamily, ({ view = "due", pageNum, pageSize }) => ({
      ...page(view === "due" ? due : history, pageNum, pageSize),
      owing: owing(due),
      methods: ["wechat" as const, "alipay" as const],
    })),
    answer(endpoints.feesPay, ({ due_id }) => ({
      trade_no: `F${due_id}-7F256F92AF4E`,
      pay_url: `/fees/sandbox?trade_no=F${due_id}-7F256F92AF4E`,
    })),
    answer(endpoints.feesUploadSlip, ({ due_id }) => ({
      ...(due.find((fee) => fee.id === Number(due_id)) ?? COACH),
      state: "paying" as const,
      payment: payment({ id: 50, state: "open", paid_at: null, receipt_no: null }),
    })),
  ];
}

const counts = (children: number, paid: number, paying: number, amount: number) => ({
  children,
  paid,
  paying,
  unpaid: children - paid - paying,
  refunded: 0,
  collected: paid * amount,
});

export const COACH_ITEM: FeeItem = {
  id: 2,
  title: "四年級旅行日車費",
  title_zh: "四年級旅行日車費",
  title_en: "P4 picnic day coach fare",
  note: "旅行日來回旅遊巴士車費。",
  amount: 12_000,
  currency: "HKD",
  due_on: "2026-09-11",
  audience: { kind: "grades", grades: [4] },
  created_at: "2026-08-28T02:00:00.000Z",
  counts: counts(20, 10, 1, 12_000),
};

export const AIRCON_ITEM: FeeItem = {
  id: 1,
  title: "2026-27 上學期冷氣費",
  title_zh: "2026-27 上學期冷氣費",
  title_en: "Air-conditioning fee, first term 2026-27",
  note: "",
  amount: 25_000,
  currency: "HKD",
  due_on: "2026-08-11",
  audience: { kind: "school" },
  created_at: "2026-07-23T02:00:00.000Z",
  counts: counts(60, 52, 0, 25_000),
};

const COACH_DETAIL: FeeItemDetail = {
  ...COACH_ITEM,
  classes: [
    { class_name: "4A", ...counts(10, 5, 1, 12_000) },
    { class_name: "4B", ...counts(10, 5, 0, 12_000) },
  ],
};

const student = (id: number, no: number, name: string, className = "4A") => ({
  id,
  name,
  class_name: className,
  class_no: no,
});

export const WAITING: OfficeDue = {
  id: 42,
  student: student(3, 2, "麥欣子"),
  amount: 12_000,
  currency: "HKD",
  state: "paying",
  payment: payment({
    id: 61,
    amount: 12_000,
    state: "open",
    paid_at: null,
    receipt_no: null,
    trade_no: "G42-DEMO0007",
    slip_url: "/api/fees/slip/61",
  }),
};

export const PAID_ONLINE: OfficeDue = {
  id: 43,
  student: student(4, 3, "何家明"),
  amount: 12_000,
  currency: "HKD",
  state: "paid",
  payment: payment({
    id: 62,
    method: "wechat",
    amount: 12_000,
    trade_no: "F43-DEMO0008",
    provider_trade_no: "SBXDEMO000008",
    receipt_no: "FR2026-000062",
    slip_url: null,
  }),
};

export const UNPAID: OfficeDue = {
  id: 41,
  student: student(2, 1, "陳小明"),
  amount: 12_000,
  currency: "HKD",
  state: "unpaid",
  payment: null,
};

/** The office's fees as the story's server keeps them: decisions and refunds change them. */
export function office(dues: OfficeDue[] = [UNPAID, WAITING, PAID_ONLINE]) {
  const kept = new Map(dues.map((due) => [due.id, due]));
  const byPayment = (id: number) => [...kept.values()].find((due) => due.payment?.id === id);
  return [
    answer(endpoints.feesItems, ({ pageNum, pageSize }) =>
      page([COACH_ITEM, AIRCON_ITEM], pageNum, pageSize),
    ),
    answer(endpoints.feesItem, ({ item_id }) =>
      Number(item_id) === COACH_ITEM.id ? COACH_DETAIL : refusal(404, "找不到資料"),
    ),
    answer(endpoints.feesDues, ({ filter = "all", class_name, pageNum, pageSize }) => {
      const shown = [...kept.values()].filter(
        (due) =>
          (!class_name || due.student.class_name === class_name) &&
          (filter === "all" ||
            (filter === "owing" && (due.state === "unpaid" || due.state === "paying")) ||
            due.state === filter),
      );
      return page(shown, pageNum, pageSize);
    }),
    answer(endpoints.feesChildGroups, {
      groups: [
        { key: "7.0.0", label: "四年級旅行日 · 貴子弟會否參加？ · 參加", children: 48 },
        { key: "7.0.1", label: "四年級旅行日 · 貴子弟會否參加？ · 不參加", children: 3 },
      ],
    }),
    answer(endpoints.feesCreateItem, (body) => ({
      ...COACH_ITEM,
      id: 3,
      title: body.title_zh,
      title_zh: body.title_zh,
      title_en: body.title_en ?? "",
      amount: body.amount,
      due_on: body.due_on,
      audience: body.audience,
    })),
    answer(endpoints.feesDecideSlip, ({ payment_id, decision, reason }) => {
      const due = byPayment(Number(payment_id));
      if (!due?.payment) return refusal(400, "沒有待核對的入數紙");
      const decided: OfficeDue =
        decision === "confirm"
          ? {
              ...due,
              state: "paid",
              payment: { ...due.payment, state: "paid", receipt_no: "FR2026-000061" },
            }
          : {
              ...due,
              state: "unpaid",
              payment: { ...due.payment, state: "rejected", reason: reason ?? null },
            };
      kept.set(due.id, decided);
      return decided;
    }),
    answer(endpoints.feesRefund, ({ due_id, reason }) => {
      const due = kept.get(Number(due_id));
      if (!due?.payment || due.state !== "paid") return refusal(400, "這項費用未繳交，不能退款");
      const refunded: OfficeDue = {
        ...due,
        state: "refunded",
        payment: {
          ...due.payment,
          state: "refunded",
          reason,
          refunded_at: "2026-09-01T04:00:00.000Z",
        },
      };
      kept.set(due.id, refunded);
      return refunded;
    }),
  ];
}
