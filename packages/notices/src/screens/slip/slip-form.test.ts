import { schoolDayOf } from "@campus/core";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { newQuestion, slipFormSchema, slipOf, slipValuesOf, type SlipValues } from "./slip-form";

const today = schoolDayOf(new Date());
const blank = slipValuesOf(null);
const form = (slip: Partial<SlipValues>) => ({ slip: { ...blank.slip, ...slip } });
const issues = (values: object) => z.safeParse(slipFormSchema, values).error?.issues ?? [];

describe("the reply slip's form", () => {
  it("starts with one choice of two options, answered by every reply, signed", () => {
    expect(blank).toEqual({ slip: { deadline: "", sign: true, questions: [newQuestion()] } });
    expect(newQuestion()).toMatchObject({ kind: "choice", required: true });
    expect(newQuestion().options).toHaveLength(2);
  });

  it("wants a last day from today on, each question and each of a choice's options in Chinese", () => {
    expect(issues(blank)).toMatchObject([
      { path: ["slip", "deadline"], message: "validation.required" },
      { path: ["slip", "questions", 0, "label_zh"], message: "validation.required" },
      { path: ["slip", "questions", 0, "options", 0, "zh"], message: "validation.required" },
      { path: ["slip", "questions", 0, "options", 1, "zh"], message: "validation.required" },
    ]);
    const question = {
      ...newQuestion(),
      label_zh: "會否參加？",
      options: [
        { zh: "參加", en: "" },
        { zh: " ", en: "No" },
      ],
    };
    expect(issues(form({ deadline: "2020-01-10", questions: [question] }))).toMatchObject([
      { path: ["slip", "deadline"], message: "notices.error.deadlinePast" },
      { path: ["slip", "questions", 0, "options", 1, "zh"], message: "validation.required" },
    ]);
    // Today is still a day to reply on; a text question has no options to write.
    const text = { ...newQuestion(), kind: "text" as const, label_zh: "飲食要求" };
    expect(issues(form({ deadline: today, questions: [text] }))).toEqual([]);
  });

  it("sends the questions trimmed, a text question without the options it kept", () => {
    const values = z.parse(
      slipFormSchema,
      form({
        deadline: today,
        sign: false,
        questions: [
          {
            kind: "choice",
            label_zh: " 會否參加？",
            label_en: "Joining? ",
            required: true,
            options: [
              { zh: "參加 ", en: " Yes" },
              { zh: "不參加", en: "" },
            ],
          },
          { ...newQuestion(), kind: "text", label_zh: "飲食要求", required: false },
        ],
      }),
    );
    expect(slipOf(values)).toEqual({
      deadline: today,
      sign: false,
      questions: [
        {
          kind: "choice",
          label_zh: "會否參加？",
          label_en: "Joining?",
          required: true,
          options: [
            { zh: "參加", en: "Yes" },
            { zh: "不參加", en: "" },
          ],
        },
        { kind: "text", label_zh: "飲食要求", label_en: "", required: false },
      ],
    });
  });

  it("gives a saved slip back as the form holds it: English empty where none was written", () => {
    const values = slipValuesOf({
      deadline: "2099-01-04",
      sign: true,
      questions: [
        { kind: "text", label_zh: "時段", required: false },
        {
          kind: "choice",
          label_zh: "出席",
          required: true,
          options: [{ zh: "是" }, { zh: "否", en: "No" }],
        },
      ],
    });
    expect(values.slip.questions).toEqual([
      {
        kind: "text",
        label_zh: "時段",
        label_en: "",
        required: false,
        options: newQuestion().options,
      },
      {
        kind: "choice",
        label_zh: "出席",
        label_en: "",
        required: true,
        options: [
          { zh: "是", en: "" },
          { zh: "否", en: "No" },
        ],
      },
    ]);
  });
});
