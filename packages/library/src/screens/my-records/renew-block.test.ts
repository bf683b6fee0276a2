import type { Loan } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { renewBlock } from "./renew-block";

const now = new Date("2026-11-24T02:00:00Z"); // 10:00 on 24 Nov in Hong Kong
const loan = (overrides: Partial<Loan>) =>
  ({ status: "borrowing", due_date: "2026-11-28", renewals_left: 2, ...overrides }) as Loan;

describe("renewBlock (the server's rules, as the page can tell)", () => {
  it("lets a loan inside the window with renewals left be renewed", () => {
    expect(renewBlock(loan({}), 7, now)).toBeNull();
    expect(renewBlock(loan({ due_date: "2026-12-01" }), 7, now)).toBeNull(); // opens today
  });

  it("says an overdue loan cannot be renewed, even with renewals left", () => {
    expect(renewBlock(loan({ status: "overdue", due_date: "2026-11-20" }), 7, now)).toEqual({
      reason: "overdue",
    });
    expect(renewBlock(loan({ due_date: "2026-11-23" }), 7, now)).toEqual({ reason: "overdue" });
  });

  it("says when no renewals are left", () => {
    expect(renewBlock(loan({ renewals_left: 0 }), 7, now)).toEqual({ reason: "limit" });
  });

  it("says when the window opens for a loan due later", () => {
    expect(renewBlock(loan({ due_date: "2026-12-08" }), 7, now)).toEqual({
      reason: "early",
      opens: "2026-12-01",
    });
  });

  it("leaves the window to the server while the school's rules are not known", () => {
    expect(renewBlock(loan({ due_date: "2026-12-08" }), undefined, now)).toBeNull();
  });
});
