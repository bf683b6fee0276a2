import { describe, expect, it } from "vitest";
import { encodeMarc8 } from "../../testing/marc-records";
import { categoryCodeOf } from "./category";
import { agesOf } from "./marc";
import { decodeMarc8 } from "./marc8";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe("MARC-8", () => {
  it("puts ANSEL's combining marks after their letter, and reads ANSEL's own letters", () => {
    // ç (0xF0 cedilla before c), ã (0xE4 tilde before a), ℓ (0xC1 script small l).
    expect(decodeMarc8(bytes("Conversa", [0xf0], "c", [0xe4], "ao ", [0xc1]))).toBe(
      "Conversação ℓ",
    );
  });

  it("reads Chinese in EACC between escapes, the space one byte, and back to ASCII", () => {
    const text = "香港 小學 library 圖書館";
    expect(decodeMarc8(encodeMarc8(text))).toBe(text);
    expect(decodeMarc8(bytes([0x1b, 0x24, 0x31, 0x21, 0x30, 0x21, 0x1b, 0x28, 0x42], "A"))).toBe(
      "一A",
    );
  });

  it("reads a byte no table has as U+FFFD rather than failing the record", () => {
    expect(decodeMarc8(bytes([0x1b, 0x24, 0x31, 0x7f, 0x7f, 0x7f]))).toBe("\uFFFD");
  });
});

describe("a record's audience and class", () => {
  it.each([
    ["Ages 8-12.", { min: 8, max: 12 }],
    ["適合 7 至 10 歲", { min: 7, max: 10 }],
    ["9歲以上", { min: 9, max: 18 }],
    ["Juvenile", null],
    ["Ages 12-8", null],
  ])("reads %s", (note, ages) => {
    expect(agesOf(note)).toEqual(ages);
  });

  it.each([
    ["859.6", false, "fiction"],
    ["312.2", false, "computing"],
    ["528.9", false, "sports"],
    ["I287.5", false, "fiction"],
    ["TP312", false, "computing"],
    ["823.914", true, "fiction"],
    ["004.6", true, "computing"],
    ["", false, null],
  ] as const)("files %s (Dewey: %s) under %s", (classNo, dewey, code) => {
    expect(categoryCodeOf(classNo, dewey)).toBe(code);
  });
});
