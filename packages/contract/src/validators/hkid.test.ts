import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatHkid, hkidCheckCharacter, isValidHkid, normalizeHkid } from "./hkid";

const letter = fc.constantFrom(..."ABCDEFGHIJKLMNPQRSTUVWXYZ");
const prefix = fc.oneof(
  letter,
  fc.tuple(letter, letter).map(([a, b]) => a + b),
);
const sixDigits = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 6, maxLength: 6 });
const validHkid = fc
  .tuple(prefix, sixDigits)
  .map(([p, d]) => `${p}${d}${hkidCheckCharacter(p, d)}`);

describe("normalizeHkid", () => {
  it.each([
    ["a123456(3)", "A1234563"],
    ["A123456 (3)", "A1234563"],
    ["A-123456/3", "A1234563"],
    ["ab 987654 [A]", "AB987654A"],
    ["Ａ１２３４５６（３）", "A1234563"],
    ["c668668（e）", "C668668E"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeHkid(input)).toBe(expected);
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (s) => normalizeHkid(normalizeHkid(s)) === normalizeHkid(s)),
    );
  });
});

describe("isValidHkid (spec §5)", () => {
  it.each([
    ["A123456(3)", true],
    ["a1234563", true],
    ["G123456(A)", true],
    ["AB987654(3)", true],
    ["AB987654(2)", false],
    ["C668668(E)", false],
    ["A123456(4)", false],
    ["O123456(0)", false],
    ["A12345(6)", false],
    ["ABC123456(7)", false],
    ["", false],
  ])("%s is %s", (input, expected) => {
    expect(isValidHkid(input)).toBe(expected);
  });

  it("accepts every number whose check character completes the checksum, however it is typed", () => {
    const typed = fc.tuple(validHkid, fc.constantFrom("plain", "brackets", "lower", "dashes"));
    fc.assert(
      fc.property(typed, ([id, style]) => {
        const body = id.slice(0, -1);
        const check = id.slice(-1);
        const variants = {
          plain: id,
          brackets: `${body}(${check})`,
          lower: id.toLowerCase(),
          dashes: `${body.slice(0, -3)}-${body.slice(-3)} / ${check}`,
        };
        return isValidHkid(variants[style]);
      }),
    );
  });

  it("refuses a number with any one check character changed", () => {
    fc.assert(
      fc.property(validHkid, fc.constantFrom(..."0123456789A"), (id, other) => {
        fc.pre(other !== id.slice(-1));
        return !isValidHkid(id.slice(0, -1) + other);
      }),
    );
  });

  it("refuses the letter O in the prefix", () => {
    fc.assert(
      fc.property(sixDigits, (d) => {
        return !isValidHkid(`O${d}${hkidCheckCharacter("O", d)}`);
      }),
    );
  });
});

describe("formatHkid", () => {
  it.each([
    ["a1234563", "A123456(3)"],
    ["Ａ１２３４５６（３）", "A123456(3)"],
    ["g123456a", "G123456(A)"],
    ["A1234564", "A1234564"],
  ])("%s reads %s", (input, expected) => {
    expect(formatHkid(input)).toBe(expected);
  });
});
