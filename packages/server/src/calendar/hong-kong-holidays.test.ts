import Holidays from "date-holidays";
import { describe, expect, it } from "vitest";
import { HONG_KONG_HOLIDAYS } from "./hong-kong-holidays";
import { weekday } from "./cycle-days";

describe("Hong Kong's general holidays for the 2026–27 school year", () => {
  it("are the days an independent computation of Hong Kong's rules gives, no more, no less", () => {
    const rules = new Holidays("HK");
    const computed = [2026, 2027]
      .flatMap((year) => rules.getHolidays(year))
      .filter((h) => h.type === "public")
      .map((h) => h.date.slice(0, 10))
      .filter((day) => day <= "2027-08-31");
    expect(HONG_KONG_HOLIDAYS.map((h) => h.day)).toEqual(computed);
  });

  it("name each day in three languages", () => {
    for (const h of HONG_KONG_HOLIDAYS) {
      expect(h.zhTW && h.zhCN && h.en, h.day).toBeTruthy();
    }
  });

  it("never fall on a Sunday: a holiday on a Sunday moves to the day after", () => {
    for (const h of HONG_KONG_HOLIDAYS) expect(weekday(h.day), h.day).not.toBe(0);
  });
});
