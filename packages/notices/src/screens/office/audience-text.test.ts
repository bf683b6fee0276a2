import { describe, expect, it } from "vitest";
import zhTW from "../../messages/zh-TW.json";
import enUS from "../../messages/en-US.json";
import { audienceText, type AudienceWording } from "./audience-text";

/** The feature's texts in `messages`, placeholders filled, and the language's narrow list. */
function wording(messages: Record<string, string>, locale: string): AudienceWording {
  const list = new Intl.ListFormat(locale, { type: "conjunction", style: "narrow" });
  return {
    t: (id, values = {}) =>
      messages[id]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
    formatList: (items) => list.format(items),
  };
}

describe("audienceText", () => {
  it("names the whole school", () => {
    expect(audienceText({ kind: "school" }, wording(zhTW, "zh-TW"))).toBe("全校");
    expect(audienceText({ kind: "school" }, wording(enUS, "en-US"))).toBe("Whole school");
  });

  it("lists the grades in the reader's language", () => {
    expect(audienceText({ kind: "grades", grades: [4, 5] }, wording(zhTW, "zh-TW"))).toBe(
      new Intl.ListFormat("zh-TW", { type: "conjunction", style: "narrow" }).format([
        "4年級",
        "5年級",
      ]),
    );
    expect(audienceText({ kind: "grades", grades: [4, 5] }, wording(enUS, "en-US"))).toBe(
      "Grade 4, Grade 5",
    );
  });

  it("lists the classes as the roster names them", () => {
    expect(audienceText({ kind: "classes", classes: ["4A", "4B"] }, wording(zhTW, "zh-TW"))).toBe(
      "4A、4B",
    );
    expect(audienceText({ kind: "classes", classes: ["6C"] }, wording(enUS, "en-US"))).toBe("6C");
  });
});
