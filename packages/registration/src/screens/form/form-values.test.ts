import { completeApplication } from "@campus/contract/fixtures";
import type { FieldErrors, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { applicationResolver, isBlank, toValues, type ApplicationValues } from "./form-values";

const rules = {
  classes: [{ code: "K1" }, { code: "P1" }],
  documents: [
    { code: "photo", required: true },
    { code: "reports", required: false },
  ],
};

const check = async (values: ApplicationValues, uploaded: string[] = ["photo"]) => {
  const resolve = applicationResolver(
    rules,
    () => uploaded,
    () => "2026-11-24",
  );
  const { errors } = await resolve(values, undefined, {} as ResolverOptions<ApplicationValues>);
  return errors as FieldErrors<ApplicationValues> & { documents?: Record<string, unknown> };
};

describe("the application form's values", () => {
  it("give every control a value, with one guardian in Hong Kong's region to start", () => {
    const values = toValues({});
    expect(values.name_zh).toBe("");
    expect(values.guardians).toEqual([
      { relation: "", name: "", country_code: "852", phone: "", email: "" },
    ]);
    expect(values.siblings).toEqual([]);
    expect(isBlank(values)).toBe(true);
  });

  it("keep a saved form as typed, guardians and siblings included", () => {
    const values = toValues({
      ...completeApplication(),
      siblings: [{ name: "陳大文" }],
    });
    expect(values.guardians[0]).toMatchObject({ name: "李美玲", phone: "9123 4567" });
    expect(values.siblings).toEqual([{ name: "陳大文", class_name: "" }]);
    expect(isBlank(values)).toBe(false);
  });

  it("count the preset region alone as nothing typed", () => {
    const values = toValues({ guardians: [{ country_code: "853" }] });
    expect(isBlank(values)).toBe(true);
    expect(isBlank({ ...values, previous_school: " x" })).toBe(false);
  });
});

describe("the form's check (the server's submit rules)", () => {
  it("finds nothing in a complete application with its required documents", async () => {
    expect(await check(toValues(completeApplication()))).toEqual({});
  });

  it("puts each problem on its field, guardians' and documents' too", async () => {
    const errors = await check(
      toValues({
        ...completeApplication(),
        gender: "",
        guardians: [{ relation: "mother", name: "李美玲", country_code: "852", phone: "9123" }],
      }),
      [],
    );
    expect(errors.gender).toMatchObject({ message: "validation.required" });
    expect(errors.guardians?.[0]?.phone).toMatchObject({ message: "validation.phoneFormat" });
    expect(errors.documents?.photo).toMatchObject({ message: "validation.fileRequired" });
    expect(errors.name_zh).toBeUndefined();
  });
});
