import type { NoticeSlip } from "@campus/contract/notices";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { replyFormSchema } from "./reply-form-schema";
import { answerText, blankReply, toAnswers } from "./slip-text";

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
const choice = SLIP.questions[0]!;
const text = SLIP.questions[1]!;

describe("answerText", () => {
  it("names the chosen option in the reader's language, the Chinese where there is no English", () => {
    expect(answerText(choice, 0, "en-US")).toEqual({ text: "Will join", chinese: false });
    expect(answerText(choice, 1, "en-US")).toEqual({ text: "不參加", chinese: true });
    expect(answerText(choice, 0, "zh-TW")).toEqual({ text: "參加", chinese: false });
  });

  it("gives a text as written, and nothing for a question left out or an answer that does not fit", () => {
    expect(answerText(text, "對花生敏感", "en-US")).toEqual({ text: "對花生敏感", chinese: false });
    expect(answerText(text, null, "zh-TW")).toBeNull();
    expect(answerText(choice, 5, "zh-TW")).toBeNull();
  });
});

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
