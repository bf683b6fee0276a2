import { describe, expect, it } from "vitest";
import { demoRegistration } from "./seed-registration";

describe("the demo's registration", () => {
  it("takes applications for the next school year from September to the end of January", () => {
    expect(demoRegistration(new Date("2026-09-01T08:00:00Z"))).toMatchObject({
      intakeYear: "2027/28",
      opensOn: "2026-09-01",
      closesOn: "2027-01-29",
    });
  });

  it("stays open for a few months from a later seeding, so the demo can always be tried", () => {
    expect(demoRegistration(new Date("2027-03-01T08:00:00Z"))).toMatchObject({
      intakeYear: "2027/28",
      opensOn: "2026-09-01",
      closesOn: "2027-06-29",
    });
    expect(demoRegistration(new Date("2027-09-15T08:00:00Z"))).toMatchObject({
      intakeYear: "2028/29",
      opensOn: "2027-09-01",
      closesOn: "2028-01-29",
    });
  });
});
