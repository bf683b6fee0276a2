import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * Where each school-fee call goes and who may make it (decision 0050): a parent sees and pays the
 * current child's fees; the office sets fees, follows them per class, decides deposit slips and
 * refunds; a class teacher follows their own classes'. The provider's notification carries its own signature, not a session.
 */

const parent = { kind: "user", roles: ["parent"] } as const;
const office = { kind: "user", roles: ["staff"] } as const;
/** The office, or a class teacher following their own classes. */
const follower = { kind: "user", roles: ["teacher", "staff"] } as const;
const anyone = { kind: "public" } as const;

export const feesRoutes = defineRoutes({
  feesFamily: { method: "POST", path: "/api/fees/family", access: parent },
  // A double tap, or a retry after a lost answer: one order (an open one is replaced, never two).
  feesPay: { method: "POST", path: "/api/fees/pay", access: parent, write: true },
  feesPaymentResult: { method: "POST", path: "/api/fees/payment_result", access: parent },
  feesUploadSlip: {
    method: "POST",
    path: "/api/fees/upload_slip",
    access: parent,
    write: true,
    encoding: "multipart",
  },
  /** The provider calls it: its signature, not a session, says who it is. */
  feesPayNotify: { method: "POST", path: "/api/fees/pay_notify", access: anyone, encoding: "json" },
  feesItems: { method: "POST", path: "/api/fees/items", access: follower },
  feesItem: { method: "POST", path: "/api/fees/item", access: follower },
  feesChildGroups: { method: "POST", path: "/api/fees/child_groups", access: office },
  feesCreateItem: {
    method: "POST",
    path: "/api/fees/create_item",
    access: office,
    encoding: "json",
    write: true,
  },
  feesDues: { method: "POST", path: "/api/fees/dues", access: follower },
  feesDecideSlip: { method: "POST", path: "/api/fees/decide_slip", access: office, write: true },
  feesRefund: { method: "POST", path: "/api/fees/refund", access: office, write: true },
});

/**
 * The feature's calls alone, typed as in `routes`: what its client code calls. Kept in this
 * module so a page of another feature never downloads this table (chunks are whole modules).
 */
export const feesApiRoutes = feesRoutes as unknown as Pick<Routes, keyof typeof feesRoutes>;
