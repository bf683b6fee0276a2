import { describe, expect, it } from "vitest";
import type { NoticeSlip } from "./schemas";
import { answerText } from "./slip-text";

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
