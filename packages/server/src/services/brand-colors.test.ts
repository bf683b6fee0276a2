import { describe, expect, it } from "vitest";
import { brandColors, contrast } from "./brand-colors";

describe("a school's colour made into the theme's colours", () => {
  it("keeps a dark colour as it is, with white text on it", () => {
    expect(brandColors("#0F766E")).toMatchObject({
      primary: "#0f766e",
      "on-primary": "#ffffff",
      "primary-text": "#0f766e",
    });
  });

  it("darkens a light colour for text on white, and puts black text on it", () => {
    const colors = brandColors("#ffd400");
    expect(colors["on-primary"]).toBe("#000000");
    expect(colors["primary-text"]).not.toBe("#ffd400");
    expect(contrast(colors["primary-text"], "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("reads at 4.5:1 or better for every colour a picker can give", () => {
    const steps = [0, 0x33, 0x66, 0x80, 0x99, 0xbb, 0xdd, 0xff];
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const chosen = `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
          const c = brandColors(chosen);
          for (const fill of [c.primary, c["primary-hover"], c["primary-active"]])
            expect(contrast(c["on-primary"], fill), `${chosen} on ${fill}`).toBeGreaterThanOrEqual(
              4.5,
            );
          expect(contrast(c["primary-text"], "#ffffff"), chosen).toBeGreaterThanOrEqual(4.5);
          expect(contrast(c["primary-soft"], "#ffffff"), chosen).toBeLessThan(1.35);
        }
  });
});
