import { describe, expect, it } from "vitest";
import {
  applicationIssues,
  bornFor,
  cleanApplication,
  familyPartOf,
  normalizeIdNumber,
  type ApplicationForm,
} from "./application";
import { completeApplication } from "../fixtures";

const rules = {
  classes: [{ code: "K1" }, { code: "P1", born_from: "2021-01-01", born_until: "2021-12-31" }],
  documents: [
    { code: "photo", required: true },
    { code: "reports", required: false },
  ],
};
const today = "2026-11-24";

const complete = completeApplication();

const issuesOf = (form: ApplicationForm, uploaded = ["photo"]) =>
  applicationIssues(form, rules, uploaded, today).map((i) => `${i.field}: ${i.message}`);

describe("bornFor (the ages a class takes)", () => {
  const p1 = { code: "P1", born_from: "2021-01-01", born_until: "2021-12-31" };
  it("takes both ends of the range and nothing outside", () => {
    expect(bornFor(p1, "2021-01-01")).toBe(true);
    expect(bornFor(p1, "2021-12-31")).toBe(true);
    expect(bornFor(p1, "2020-12-31")).toBe(false);
    expect(bornFor(p1, "2022-01-01")).toBe(false);
  });
  it("leaves an unbounded end open", () => {
    expect(bornFor({ code: "K1" }, "1990-01-01")).toBe(true);
    expect(bornFor({ code: "K1", born_from: null, born_until: "2024-12-31" }, "1990-01-01")).toBe(
      true,
    );
    expect(bornFor({ code: "K1", born_from: "2024-01-01", born_until: null }, "2023-12-31")).toBe(
      false,
    );
  });
});

describe("applicationIssues (what submitting needs)", () => {
  it("finds nothing wrong in a complete form with its required documents", () => {
    expect(issuesOf(complete)).toEqual([]);
  });

  it.each<[string, ApplicationForm, string[], string[]?]>([
    [
      "an empty draft asks for every required part",
      {},
      [
        "class_code: validation.required",
        "name_zh: validation.required",
        "name_en: validation.required",
        "gender: validation.required",
        "birth_date: validation.required",
        "id_type: validation.required",
        "id_number: validation.required",
        "address: validation.required",
        "guardians.0.name: validation.required",
        "documents.photo: validation.fileRequired",
      ],
      [],
    ],
    [
      "a class the school does not take",
      { ...complete, class_code: "S1" },
      ["class_code: validation.invalidOption"],
    ],
    [
      "a Chinese name in Latin letters",
      { ...complete, name_zh: "Chan" },
      ["name_zh: validation.nameInChinese"],
    ],
    [
      "an English name in Chinese",
      { ...complete, name_en: "陳小文" },
      ["name_en: validation.nameInEnglish"],
    ],
    [
      "a birthday in the future",
      { ...complete, birth_date: "2027-01-01" },
      ["birth_date: validation.bornBeforeToday"],
    ],
    [
      "a child born outside the years the class takes (a P1 applicant born in 1990)",
      { ...complete, class_code: "P1", birth_date: "1990-05-01" },
      ["birth_date: validation.bornForClass"],
    ],
    [
      "an HKID typed by a Chinese input method, in full-width letters and brackets",
      { ...complete, id_type: "hkid", id_number: "Ａ１２３４５６（３）" },
      [],
    ],
    [
      "a day that does not exist",
      { ...complete, birth_date: "2021-02-30" },
      ["birth_date: validation.invalid"],
    ],
    [
      "an HKID whose check digit is wrong",
      { ...complete, id_number: "A123456(4)" },
      ["id_number: validation.hkidFormat"],
    ],
    [
      "a birth certificate number too short",
      { ...complete, id_type: "birth_certificate", id_number: "12-3" },
      ["id_number: validation.tooShort"],
    ],
    [
      "a Macau phone given with a Hong Kong region",
      {
        ...complete,
        guardians: [{ relation: "father", name: "陳大文", country_code: "852", phone: "6612345" }],
      },
      ["guardians.0.phone: validation.phoneFormat"],
    ],
    [
      "a started second guardian is checked like the first",
      { ...complete, guardians: [complete.guardians![0]!, { name: "陳大文" }] },
      [
        "guardians.1.relation: validation.required",
        "guardians.1.country_code: validation.invalidOption",
        "guardians.1.phone: validation.required",
      ],
    ],
    [
      "an untouched second guardian (region preset) is not",
      { ...complete, guardians: [complete.guardians![0]!, { country_code: "852" }] },
      [],
    ],
    [
      "an e-mail address without a domain",
      { ...complete, guardians: [{ ...complete.guardians![0]!, email: "mei@" }] },
      ["guardians.0.email: validation.invalid"],
    ],
    [
      "a sibling without a class",
      { ...complete, siblings: [{ name: "陳小明" }] },
      ["siblings.0.class_name: validation.required"],
    ],
    [
      "a missing required photo (optional reports are fine)",
      complete,
      ["documents.photo: validation.fileRequired"],
      [],
    ],
  ])("%s", (_, form, expected, uploaded) => {
    expect(issuesOf(form, uploaded)).toEqual(expected);
  });
});

describe("normalizeIdNumber (spec §5)", () => {
  it.each([
    ["a123456(3)", "hkid", "A1234563"],
    ["Ａ１２３４５６（３）", "hkid", "A1234563"],
    ["mc 12-34.56", "birth_certificate", "MC123456"],
  ])("%s (%s) → %s", (input, type, expected) => {
    expect(normalizeIdNumber(input, type)).toBe(expected);
  });
});

describe("cleanApplication", () => {
  it("keeps the submitted form tidy: numbers cleaned, phones national, empty entries gone", () => {
    const clean = cleanApplication({
      ...complete,
      name_en: "  CHAN Siu Man ",
      guardians: [...complete.guardians!, { country_code: "852" }],
      siblings: [{ name: "", class_name: "" }],
    });
    expect(clean).toMatchObject({
      name_en: "CHAN Siu Man",
      id_number: "A1234563",
      guardians: [{ name: "李美玲", phone: "91234567", country_code: "852" }],
      siblings: [],
    });
  });
});

describe("familyPartOf", () => {
  it("copies the guardians and the address for a sibling, not the child", () => {
    expect(familyPartOf(complete)).toEqual({
      guardians: complete.guardians,
      address: complete.address,
      siblings: [],
    });
  });
});
