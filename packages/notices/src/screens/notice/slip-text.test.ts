import type { NoticeSlip } from "@campus/contract/notices";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { replyFormSchema } from "./reply-form-schema";
import { blankReply, toAnswers } from "./slip-text";

const SLIP: NoticeSlip = {
  questions: [
    {
      kind: "choice",
      label_zh: "會否參加？",
      options: [{ zh: "參加", en: "Will join" }, { zh: "不參加" }],
      required: true,
    },
    { kind: "text", label_zh: "食物敏感", required: false },
  ],
  deadline: "2099-12-18",
  sign: true,
};

describe("replyFormSchema and toAnswers", () => {
  it("sends an option's index and the text, null for a text left empty", () => {
    const form = z.parse(replyFormSchema(SLIP), { answers: ["1", "  "], pin: "4826" });
    expect(toAnswers(SLIP, form)).toEqual([1, null]);
  });

  it("refuses a required question unanswered and a PIN that is not 4–6 digits", () => {
    const result = z.safeParse(replyFormSchema(SLIP), { ...blankReply(SLIP), pin: "12" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["answers.0", "validation.required"],
      ["pin", "validation.invalid"],
    ]);
  });

  it("asks no PIN of a slip that is not signed", () => {
    const unsigned = { ...SLIP, sign: false };
    expect(z.safeParse(replyFormSchema(unsigned), { answers: ["0", ""], pin: "" }).success).toBe(
      true,
    );
  });
});
