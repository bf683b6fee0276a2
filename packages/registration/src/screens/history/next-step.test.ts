import { describe, expect, it } from "vitest";
import { nextStepOf } from "./next-step";

const submitted = {
  status: "submitted",
  fee_status: "paid",
  registration_fee_status: "not_due",
  interview_status: "not_booked",
  submitted_at: "2026-11-23T10:00:00.000Z",
} as const;

describe("an application's next step", () => {
  it.each([
    [
      "a draft: the family finishes the form",
      { ...submitted, status: "incomplete", submitted_at: null },
      "family",
      "registration.next.fill",
      "form",
    ],
    [
      "reopened by the school: the family adds what was asked",
      { ...submitted, status: "incomplete" },
      "family",
      "registration.next.infoRequested",
      "form",
    ],
    [
      "submitted, fee unpaid: the family pays",
      { ...submitted, fee_status: "unpaid" },
      "family",
      "registration.next.pay",
      "detail",
    ],
    [
      "a payment being confirmed: the school's (or the provider's) move",
      { ...submitted, fee_status: "paying" },
      "school",
      "registration.next.paymentChecking",
      undefined,
    ],
    [
      "paid, no interview: the family books one",
      submitted,
      "family",
      "registration.next.book",
      "detail",
    ],
    [
      "asked for another time: the school arranges it",
      { ...submitted, interview_status: "to_schedule" },
      "school",
      "registration.next.toSchedule",
      undefined,
    ],
    [
      "booked: the family attends",
      { ...submitted, interview_status: "awaiting" },
      "family",
      "registration.next.attend",
      "detail",
    ],
    [
      "checked in: the school reviews the interview",
      { ...submitted, interview_status: "reviewing" },
      "school",
      "registration.next.interviewReview",
      undefined,
    ],
    [
      "passed the interview: the school decides",
      { ...submitted, status: "under_approval", interview_status: "passed" },
      "school",
      "registration.next.review",
      undefined,
    ],
    [
      "waitlisted: the school calls if a place comes up",
      { ...submitted, interview_status: "waitlist" },
      "school",
      "registration.next.waitlist",
      undefined,
    ],
    [
      "failed the interview: done",
      { ...submitted, interview_status: "failed" },
      "done",
      "registration.next.interviewFailed",
      undefined,
    ],
    [
      "approved by a school that charges no registration fee: done",
      { ...submitted, status: "approved", interview_status: "passed" },
      "done",
      "registration.next.approved",
      undefined,
    ],
    [
      "approved: the family pays the registration fee to secure the place",
      { ...submitted, status: "approved", registration_fee_status: "unpaid" },
      "family",
      "registration.next.payRegistration",
      "detail",
    ],
    [
      "the registration fee being confirmed: the school's move",
      { ...submitted, status: "approved", registration_fee_status: "paying" },
      "school",
      "registration.next.paymentChecking",
      undefined,
    ],
    [
      "the place secured: done, enrolment to come",
      { ...submitted, status: "approved", registration_fee_status: "paid" },
      "done",
      "registration.next.enrol",
      undefined,
    ],
    [
      "not passed: done, whatever else",
      { ...submitted, status: "not_passed", fee_status: "unpaid" },
      "done",
      "registration.next.notPassed",
      undefined,
    ],
  ] as const)("%s", (_rule, application, whose, say, at) => {
    expect(nextStepOf(application)).toEqual({ whose, say, ...(at ? { at } : {}) });
  });
});
