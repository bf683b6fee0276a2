import { describe, expect, it } from "vitest";
import { parseIsoDate, parseTypedDate, showDate, toIsoDate } from "./date-text";

const typed = (text: string) => {
  const date = parseTypedDate(text);
  return date && toIsoDate(date);
};

describe("parseTypedDate", () => {
  it("reads the spec's YYYY/MM/DD", () => {
    expect(typed("2024/05/15")).toBe("2024-05-15");
  });

  it("forgives one-digit parts, other separators, no separators and full-width digits", () => {
    expect(typed("2024/5/6")).toBe("2024-05-06");
    expect(typed(" 2024-05-06 ")).toBe("2024-05-06");
    expect(typed("2024.05.06")).toBe("2024-05-06");
    expect(typed("20240506")).toBe("2024-05-06");
    expect(typed("２０２４／０５／０６")).toBe("2024-05-06");
  });

  it("refuses dates that do not exist and text that is not a date", () => {
    expect(typed("2024/02/30")).toBeNull();
    expect(typed("2023/02/29")).toBeNull();
    expect(typed("2024/13/01")).toBeNull();
    expect(typed("24/05/06")).toBeNull();
    expect(typed("2024/05")).toBeNull();
    expect(typed("明天")).toBeNull();
  });

  it("accepts 29 February in a leap year", () => {
    expect(typed("2024/2/29")).toBe("2024-02-29");
  });
});

describe("parseIsoDate", () => {
  it("reads ISO dates as local dates and refuses anything else", () => {
    expect(showDate(parseIsoDate("2024-05-15")!)).toBe("2024/05/15");
    expect(parseIsoDate("2024-5-15")).toBeNull();
    expect(parseIsoDate("2024-02-30")).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
  });
});
