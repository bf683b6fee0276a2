import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { blankFee, centsOf, feeFormSchema, requestOf } from "./fee-form";

const issues = (form: object) => {
  const parsed = z.safeParse(feeFormSchema, { ...blankFee("2026-09-30"), ...form });
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("centsOf", () => {
  it("reads dollars and cents as typed into cents", () => {
    expect(centsOf("120")).toBe(12_000);
    expect(centsOf(" 120.5 ")).toBe(12_050);
    expect(centsOf("1,200.05")).toBe(120_005);
    expect(centsOf("0.01")).toBe(1);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "12.345", "-5", "1e3", "HK$120", "12,34"])
      expect(centsOf(text)).toBeNull();
  });
});

describe("feeFormSchema", () => {
  it("sends a whole-school fee in cents, its texts trimmed", () => {
    const parsed = z.parse(feeFormSchema, {
      ...blankFee("2026-09-30"),
      title_zh: " 旅行日車費 ",
      amount: "120",
      grades: [4],
      classes: "4A",
    });
    expect(requestOf(parsed)).toEqual({
      title_zh: "旅行日車費",
      title_en: "",
      note: "",
      amount: 12_000,
      due_on: "2026-09-30",
      audience: { kind: "school" },
    });
  });

  it("sends the chosen grades in order, or the classes as typed, read into a list", () => {
    const base = { title_zh: "車費", amount: "50" };
    const grades = z.parse(feeFormSchema, {
      ...blankFee("2026-09-30"),
      ...base,
      kind: "grades",
      grades: [6, 4],
    });
    expect(requestOf(grades).audience).toEqual({ kind: "grades", grades: [4, 6] });
    const classes = z.parse(feeFormSchema, {
      ...blankFee("2026-09-30"),
      ...base,
      kind: "classes",
      classes: "4a， 4B",
    });
    expect(requestOf(classes).audience).toEqual({ kind: "classes", classes: ["4A", "4B"] });
    const replies = z.parse(feeFormSchema, {
      ...blankFee("2026-09-30"),
      ...base,
      kind: "replies",
      group: "12.0.0",
    });
    expect(requestOf(replies).audience).toEqual({ kind: "replies", key: "12.0.0" });
  });

  it("says which field is wrong: title, amount, last day, grades or classes", () => {
    expect(issues({ amount: "" })).toEqual([
      ["title_zh", "validation.required"],
      ["amount", "validation.required"],
    ]);
    expect(issues({ title_zh: "車費", amount: "12.345" })).toEqual([
      ["amount", "validation.invalid"],
    ]);
    expect(issues({ title_zh: "車費", amount: "0" })).toEqual([["amount", "validation.tooSmall"]]);
    expect(issues({ title_zh: "車費", amount: "100,001" })).toEqual([
      ["amount", "validation.tooLarge"],
    ]);
    expect(issues({ title_zh: "車費", amount: "1", due_on: "2026-02-30" })).toEqual([
      ["due_on", "validation.invalid"],
    ]);
    expect(issues({ title_zh: "車費", amount: "1", kind: "grades" })).toEqual([
      ["grades", "validation.required"],
    ]);
    expect(issues({ title_zh: "車費", amount: "1", kind: "replies" })).toEqual([
      ["group", "validation.required"],
    ]);
    expect(issues({ title_zh: "車費", amount: "1", kind: "classes", classes: "4A, 7B" })).toEqual([
      ["classes", "validation.invalid"],
    ]);
  });
});
