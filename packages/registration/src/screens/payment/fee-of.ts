import type { Application, FeeKind, Payment, RegistrationFeeStatus } from "@campus/contract";

/** One of an application's fees as its card, result page and the office read it. */
export interface FeeView {
  fee: FeeKind;
  /** Due, in the minor unit of the application's currency. */
  amount: number;
  /** The application fee's states are the registration fee's but for "not due" and "refunded". */
  status: RegistrationFeeStatus;
  payment: Payment | null;
}

/**
 * The application fee (paid when applying, never refunded) or the registration fee (paid once
 * a place is offered, refunded on enrolment): the same shape, so one card shows either.
 */
export function feeOf(a: Application, fee: FeeKind): FeeView {
  return fee === "registration"
    ? {
        fee,
        amount: a.registration_fee,
        status: a.registration_fee_status,
        payment: a.registration_payment,
      }
    : { fee, amount: a.application_fee, status: a.fee_status, payment: a.payment };
}

/** The fee a result page's address names (`?fee=registration`); the application fee otherwise. */
export const feeInQuery = (search: string): FeeKind =>
  new URLSearchParams(search).get("fee") === "registration" ? "registration" : "application";
