import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { noticeFormSchema, toSaveNotice, valuesOf } from "./notice-form";

const blank = valuesOf(null);

describe("noticeFormSchema", () => {
  it("sends a whole-school notice as the server stores it: texts trimmed, no grades or classes", () => {
    const form = z.parse(noticeFormSchema, {
      ...blank,
      title_zh: "  家長日 ",
      body_zh: "第一行\r\n第二行 ",
      grades: [4],
      classes: "4A",
    });
    expect(toSaveNotice(form, undefined)).toEqual({
      title_zh: "家長日",
      title_en: "",
      body_zh: "第一行\n第二行",
      body_en: "",
      audience: { kind: "school" },
      attachments: [],
    });
  });

  it("sends the draft's files by id in their order, at most five", () => {
    const base = { ...blank, title_zh: "家長日", body_zh: "內容" };
    expect(
      toSaveNotice(z.parse(noticeFormSchema, { ...base, attachments: [9, 4] }), 3).attachments,
    ).toEqual([9, 4]);
    expect(
      z.safeParse(noticeFormSchema, { ...base, attachments: [1, 2, 3, 4, 5, 6] }).error?.issues,
    ).toMatchObject([{ path: ["attachments"], message: "validation.tooManyFiles" }]);
  });

  it("sends the chosen grades in order, under the draft's id", () => {
    const form = z.parse(noticeFormSchema, {
      ...blank,
      title_zh: "陸運會",
      body_zh: "內容",
      kind: "grades",
      grades: [5, 4],
    });
    expect(toSaveNotice(form, 3)).toMatchObject({
      id: 3,
      audience: { kind: "grades", grades: [4, 5] },
    });
  });

  it("wants at least one grade or class, and says which class is not one", () => {
    const issues = (values: object) =>
      z.safeParse(noticeFormSchema, { ...blank, title_zh: "t", body_zh: "b", ...values }).error
        ?.issues;
    expect(issues({ kind: "grades", grades: [] })).toMatchObject([
      { path: ["grades"], message: "validation.required" },
    ]);
    expect(issues({ kind: "classes", classes: " " })).toMatchObject([
      { path: ["classes"], message: "validation.required" },
    ]);
    expect(issues({ kind: "classes", classes: "4a, 9z" })).toMatchObject([
      { path: ["classes"], message: "validation.invalid", params: { value: "9Z" } },
    ]);
  });

  it("gives a draft's values back as the form holds them", () => {
    expect(
      valuesOf({
        id: 3,
        status: "draft",
        title_zh: "t",
        title_en: "",
        body_zh: "b",
        body_en: "",
        audience: { kind: "classes", classes: ["4A", "4B"] },
        attachments: [
          {
            id: 8,
            name: "回條.pdf",
            type: "application/pdf",
            size: 1200,
            url: "/api/notices/attachment/8/k/x",
          },
        ],
        published_at: null,
        publish_at: null,
        recipients: 0,
        read: 0,
        slip: null,
        replied: 0,
        reminders: 0,
        reminded_at: null,
        updated_at: "2026-12-01T02:00:00.000Z",
      }),
    ).toMatchObject({ kind: "classes", classes: "4A, 4B", grades: [], attachments: [8] });
  });
});
