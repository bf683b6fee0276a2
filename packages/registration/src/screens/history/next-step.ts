import type { ApplicationSummary } from "@campus/contract";
import type { RegistrationMessageId } from "../../messages/message-ids";

/*
 * An honest status per application (issue 11): the step it is at, whose move it is — the
 * family's or the school's — and, for the family's, where to make it. Gibbon shows parents only
 * "Submitted"; a family should never wonder whether they are waiting or the school is.
 */

export type Whose = "family" | "school" | "done";

export interface NextStep {
  whose: Whose;
  say: RegistrationMessageId;
  /** Where the family makes its move: the form (to type) or the application (to pay, book…). */
  at?: "form" | "detail";
}

const family = (say: RegistrationMessageId, at: "form" | "detail"): NextStep => ({
  whose: "family",
  say,
  at,
});
const school = (say: RegistrationMessageId): NextStep => ({ whose: "school", say });
const done = (say: RegistrationMessageId): NextStep => ({ whose: "done", say });

export function nextStepOf(
  a: Pick<
    ApplicationSummary,
    "status" | "fee_status" | "registration_fee_status" | "interview_status" | "submitted_at"
  >,
): NextStep {
  if (a.status === "not_passed") return done("registration.next.notPassed");
  if (a.status === "approved")
    switch (a.registration_fee_status) {
      case "unpaid":
        return family("registration.next.payRegistration", "detail");
      case "paying":
        return school("registration.next.paymentChecking");
      case "paid":
      case "refunded":
        return done("registration.next.enrol");
      default:
        return done("registration.next.approved");
    }
  if (a.status === "incomplete")
    return a.submitted_at
      ? family("registration.next.infoRequested", "form")
      : family("registration.next.fill", "form");
  if (a.fee_status === "unpaid") return family("registration.next.pay", "detail");
  if (a.fee_status === "paying") return school("registration.next.paymentChecking");
  switch (a.interview_status) {
    case "not_booked":
      return family("registration.next.book", "detail");
    case "to_schedule":
      return school("registration.next.toSchedule");
    case "awaiting":
      return family("registration.next.attend", "detail");
    case "reviewing":
      return school("registration.next.interviewReview");
    case "failed":
      return done("registration.next.interviewFailed");
    case "waitlist":
      return school("registration.next.waitlist");
    default:
      return school("registration.next.review");
  }
}
