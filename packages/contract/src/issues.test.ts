import { describe, expect, it } from "vitest";
import { z } from "zod";
import { requiredText } from "./fields";
import { describeIssue } from "./issues";
import { loginRequestSchema } from "./schemas/account";

function describeFirst(schema: z.core.$ZodType, input: unknown) {
  const result = z.safeParse(schema, input, { reportInput: true });
  if (result.success) throw new Error("expected a failure");
  return result.error.issues.map(describeIssue);
}

describe("describeIssue", () => {
  const schema = z.object({
    name: requiredText(5),
    age: z.number().max(10, { error: "validation.tooLarge" }),
  });

  it("reads a missing or empty field as 'please fill in this item'", () => {
    expect(describeFirst(schema, { age: 1 })).toEqual([
      { field: "name", id: "validation.required", values: {} },
    ]);
    expect(describeFirst(schema, { name: "  ", age: 1 })).toEqual([
      { field: "name", id: "validation.required", values: {} },
    ]);
  });

  it("says what is missing in a field's own words when it has them (spec §5)", () => {
    const review = z.object({ content: requiredText(500, "validation.reviewRequired") });
    expect(describeFirst(review, {})).toEqual([
      { field: "content", id: "validation.reviewRequired", values: {} },
    ]);
    expect(describeFirst(review, { content: "   " })).toEqual([
      { field: "content", id: "validation.reviewRequired", values: {} },
    ]);
    expect(describeFirst(review, { content: 5 })).toEqual([
      { field: "content", id: "validation.invalidType", values: {} },
    ]);
    // An empty list: what it lacks ("please upload a photo of the certificate").
    const photos = z.object({
      ids: z.array(z.number()).min(1, { error: "validation.certificateRequired" }),
    });
    expect(describeFirst(photos, { ids: [] })).toEqual([
      { field: "ids", id: "validation.certificateRequired", values: {} },
    ]);
  });

  it("gives limits with their values", () => {
    expect(describeFirst(schema, { name: "abcdef", age: 11 })).toEqual([
      { field: "name", id: "validation.tooLong", values: { max: 5 } },
      { field: "age", id: "validation.tooLarge", values: { max: 10 } },
    ]);
  });

  it("counts a text's characters as a reader does: an emoji family is one, and none is cut", () => {
    const review = z.object({ content: requiredText(5) });
    // 👨‍👩‍👧 is five UTF-16 units and one character: five characters in all fit.
    expect(z.safeParse(review, { content: "好書👍📚👨‍👩‍👧" }).success).toBe(true);
    expect(describeFirst(review, { content: "好書👍📚👨‍👩‍👧！" })).toEqual([
      { field: "content", id: "validation.tooLong", values: { max: 5 } },
    ]);
    // However a character is composed, a text stays bounded (four units a character).
    const stacked = `a${"\u0301".repeat(40)}`;
    expect(describeFirst(review, { content: stacked })[0]).toMatchObject({
      id: "validation.tooLong",
    });
  });

  it("reads a value of the wrong type as a format error, not a missing one", () => {
    expect(describeFirst(schema, { name: 12, age: 1 })).toEqual([
      { field: "name", id: "validation.invalidType", values: {} },
    ]);
  });

  it("keeps a rule's own message id", () => {
    const issues = describeFirst(loginRequestSchema, {
      username: "123",
      password: "x",
      type: "parent",
      countryCode: "852",
    });
    expect(issues).toEqual([{ field: "username", id: "validation.phoneFormat", values: {} }]);
  });
});
