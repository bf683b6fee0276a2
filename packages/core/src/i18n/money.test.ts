import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("writes an amount in minor units as the reader writes money", () => {
    expect(formatMoney({ locale: "zh-TW" }, 5000, "HKD")).toBe("HK$50.00");
    expect(formatMoney({ locale: "en-US" }, 100000, "HKD")).toBe("HK$1,000.00");
    expect(formatMoney({ locale: "zh-CN" }, 5000, "CNY")).toBe("¥50.00");
  });

  it("takes the currency's own decimals", () => {
    // The yen has none: 500 minor units are ¥500.
    expect(formatMoney({ locale: "en-US" }, 500, "JPY")).toBe("¥500");
  });
});
