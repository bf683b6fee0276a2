import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidPhone, normalizePhone, PHONE_REGIONS } from "./phone";

const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n, maxLength: n });
const mainland = fc
  .tuple(fc.constantFrom(..."3456789"), digits(9))
  .map(([d, rest]) => `1${d}${rest}`);
const eightDigits = digits(8);
const taiwan = digits(8).map((rest) => `9${rest}`);

describe("isValidPhone with a region (spec §5)", () => {
  it.each([
    ["13812345678", "86", true],
    ["19912345678", "86", true],
    ["12812345678", "86", false],
    ["1381234567", "86", false],
    ["138123456789", "86", false],
    ["91234567", "852", true],
    ["61234567", "853", true],
    ["9123456", "852", false],
    ["912345678", "852", false],
    ["9123 4567", "852", true],
    ["9123-4567", "853", true],
    ["+852 9123 4567", "852", true],
    ["(852) 9123 4567", "852", true],
    ["+853 6123 4567", "852", false],
    ["912345678", "886", true],
    ["812345678", "886", false],
    ["0912345678", "886", true],
    ["0912 345 678", "886", true],
    ["+886 912 345 678", "886", true],
    ["+8613812345678", "86", true],
    ["0086 138-1234-5678", "86", true],
    ["138 1234 5678", "86", true],
    ["+85291234567", "86", false],
    ["9123 456", "852", false],
    ["9123/4567", "852", false],
    ["  91234567 ", "852", true],
    ["", "852", false],
    ["abcdefgh", "853", false],
  ] as const)("%s in %s is %s", (input, region, expected) => {
    expect(isValidPhone(input, region)).toBe(expected);
  });

  it("accepts every well-formed national number of its region", () => {
    fc.assert(fc.property(mainland, (n) => isValidPhone(n, "86")));
    fc.assert(fc.property(eightDigits, (n) => isValidPhone(n, "852") && isValidPhone(n, "853")));
    fc.assert(fc.property(taiwan, (n) => isValidPhone(n, "886")));
  });

  it("refuses a number with a digit added or removed, in every region", () => {
    const valid = fc.oneof(
      mainland.map((n) => [n, "86"] as const),
      eightDigits.map((n) => [n, "852"] as const),
      taiwan.map((n) => [n, "886"] as const),
    );
    fc.assert(
      fc.property(valid, fc.constantFrom(..."0123456789"), ([n, region], extra) => {
        return !isValidPhone(n + extra, region) && !isValidPhone(n.slice(1), region);
      }),
    );
  });

  it("refuses anything with a letter in it", () => {
    fc.assert(
      fc.property(eightDigits, fc.nat(7), fc.constantFrom(..."abcXYZ"), (n, at, letter) => {
        const bad = n.slice(0, at) + letter + n.slice(at + 1);
        return PHONE_REGIONS.every((region) => !isValidPhone(bad, region)) && !isValidPhone(bad);
      }),
    );
  });
});

describe("isValidPhone with no region (spec §5)", () => {
  it.each([
    ["13812345678", true],
    ["+8613812345678", true],
    ["008613812345678", true],
    ["8613812345678", false],
    ["91234567", true],
    ["85291234567", true],
    ["85361234567", true],
    ["+85291234567", true],
    ["912345678", true],
    ["0912345678", true],
    ["886912345678", true],
    ["+886912345678", true],
    ["0812345678", false],
    ["1234567", false],
    ["", false],
  ] as const)("%s is %s", (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });

  it("accepts every regional form with any of its prefixes", () => {
    const anyForm = fc.oneof(
      fc.tuple(fc.constantFrom("", "+86", "0086"), mainland),
      fc.tuple(fc.constantFrom("", "852", "853", "+852"), eightDigits),
      fc.tuple(fc.constantFrom("", "886", "0", "+886"), taiwan),
    );
    fc.assert(fc.property(anyForm, ([prefix, n]) => isValidPhone(prefix + n)));
  });
});

describe("normalizePhone", () => {
  it.each([
    ["9123 4567", "852", "91234567"],
    ["+852 9123 4567", "852", "91234567"],
    ["00852-9123-4567", "852", "91234567"],
    ["６１２３ ４５６７", "853", "61234567"], // full-width digits, as a Chinese IME types them
    ["+86 138 1234 5678", "86", "13812345678"],
    ["0912 345 678", "886", "912345678"],
    ["+886 912-345-678", "886", "912345678"],
    // Another region's prefix is not this region's: left for the validator to refuse.
    ["+853 6123 4567", "852", "+85361234567"],
    // A number that merely starts with the region's digits keeps them.
    ["85212345", "852", "85212345"],
  ] as const)("%s in %s is %s", (input, region, expected) => {
    expect(normalizePhone(input, region)).toBe(expected);
  });

  it("takes out separators only, with no region", () => {
    expect(normalizePhone(" +852 9123-4567 ")).toBe("+85291234567");
  });

  it("gives every valid national number back unchanged", () => {
    fc.assert(fc.property(eightDigits, (n) => normalizePhone(n, "852") === n));
    fc.assert(fc.property(mainland, (n) => normalizePhone(n, "86") === n));
    fc.assert(fc.property(taiwan, (n) => normalizePhone(n, "886") === n));
  });
});
