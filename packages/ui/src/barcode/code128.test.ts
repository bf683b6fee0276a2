import { describe, expect, it } from "vitest";
import { code128, code128Values } from "./code128";

describe("Code 128", () => {
  it("starts in subset B, adds the weighted checksum mod 103, and stops", () => {
    // "PJJ123C": 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879 ≡ 55 (mod 103).
    expect(code128Values("PJJ123C")).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it("prints four or more digits two to a symbol in subset C, and switches back for letters", () => {
    // B, 0 → C; 0001234 is odd: 00 01 23, then back to B for the last 4.
    const values = code128Values("B0001234");
    expect(values.slice(0, 8)).toEqual([104, 34, 99, 0, 1, 23, 100, 20]);
    expect(code128Values("123456")).toEqual([
      105,
      12,
      34,
      56,
      (105 + 12 + 34 * 2 + 56 * 3) % 103,
      106,
    ]);
  });

  it("draws 11 modules a symbol and 13 for the stop, beginning and ending with a bar", () => {
    const widths = code128("LH-0001");
    const symbols = code128Values("LH-0001").length;
    expect(widths.reduce((a, b) => a + b, 0)).toBe((symbols - 1) * 11 + 13);
    expect(widths.length % 2).toBe(1);
  });

  it("refuses what Code 128 here cannot print", () => {
    expect(() => code128("書-1")).toThrow(RangeError);
    expect(() => code128("")).toThrow(RangeError);
  });
});
