import { describe, expect, it } from "vitest";
import { application } from "../../testing/registration-fixtures";
import { feeInQuery, feeOf } from "./fee-of";

describe("an application's fees", () => {
  const a = application({
    fee_status: "paid",
    registration_fee: 100_000,
    registration_fee_status: "unpaid",
  });

  it("reads the application fee and the registration fee alike", () => {
    expect(feeOf(a, "application")).toEqual({
      fee: "application",
      amount: 5000,
      status: "paid",
      payment: null,
    });
    expect(feeOf(a, "registration")).toMatchObject({ amount: 100_000, status: "unpaid" });
  });

  it("takes the fee a result page's address names, the application fee otherwise", () => {
    expect(feeInQuery("?fee=registration&xschoolCode=DEMO")).toBe("registration");
    expect(feeInQuery("?xschoolCode=DEMO")).toBe("application");
    expect(feeInQuery("?fee=other")).toBe("application");
  });
});
