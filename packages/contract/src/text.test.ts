import { describe, expect, it } from "vitest";
import { requiredText } from "./fields";
import { normalizeText, textLength } from "./text";

describe("normalizeText", () => {
  it.each([
    ["bell and backspace", "\u0007\u0008"],
    ["NUL", "\u0000"],
    ["zero-width space", "\u200B"],
    ["zero-width non-joiner", "\u200C"],
    ["zero-width joiner", "\u200D"],
    ["word joiner", "\u2060"],
    ["Hangul filler", "\u3164"],
    ["Mongolian vowel separator", "\u180E"],
    ["byte order mark", "\uFEFF"],
    ["right-to-left override", "\u202E"],
    ["soft hyphen", "\u00AD"],
    ["braille blank", "\u2800"],
    ["spaces, tabs and line breaks", " \t\r\n \u3000 "],
  ])("leaves nothing of a text made only of invisible characters: %s", (_, text) => {
    expect(normalizeText(text)).toBe("");
    expect(normalizeText(`${text}${text}`)).toBe("");
  });

  it("removes invisible characters inside words and keeps the words", () => {
    expect(normalizeText("好\u200B書\u0007")).toBe("好書");
    expect(normalizeText("\u202Egood\u202C book")).toBe("good book");
  });

  it("keeps line breaks, turns tabs into spaces and trims the ends", () => {
    expect(normalizeText("  第一行\r\n第二行\t完  ")).toBe("第一行\n第二行 完");
  });

  it("composes to NFC", () => {
    expect(normalizeText("Cafe\u0301")).toBe("Café");
    expect(normalizeText("Cafe\u0301")).toHaveLength(4);
  });

  it("keeps the joiner that draws an emoji sequence as one picture", () => {
    const family = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}";
    expect(normalizeText(`好 ${family}`)).toBe(`好 ${family}`);
    expect(normalizeText("a\u200Db")).toBe("ab");
  });
});

describe("every free-text field of the contract", () => {
  it("refuses a review made only of invisible characters as missing, and stores it normalised", async () => {
    const { endpoints } = await import("./endpoints");
    const body = endpoints.libraryAddReview.body!;
    const blank = body.safeParse({ schoolId: 1, bookId: 2, content: "\u200B\u0007\u3164" });
    expect(blank.success).toBe(false);
    expect(JSON.stringify(blank.error?.issues)).toContain("validation.reviewRequired");
    const kept = body.safeParse({ schoolId: 1, bookId: 2, content: " 好\u200B書 " });
    expect(kept.success && (kept.data as { content: string }).content).toBe("好書");
    // The whole table of endpoints loads first: seconds on a busy machine, not what is tested.
  }, 30_000);
});

describe("textLength", () => {
  it.each([
    ["好書", 2],
    ["👍📚", 2],
    ["👨‍👩‍👧", 1],
    ["🇭🇰", 1],
    ["e\u0301", 1],
    ["𠮷", 1],
    ["👍📚 很好看的故事，推薦😊👨‍👩‍👧", 14],
  ])("%s is %i characters", (text, count) => {
    expect(textLength(text)).toBe(count);
  });
});

describe("a text field's limit", () => {
  it("refuses a megabyte as too long once, by its length, without counting its characters", () => {
    const code = requiredText(32);
    const pasted = code.safeParse("恐龍🦕".repeat(300_000));
    expect(pasted.success).toBe(false);
    // One issue, the length's: the character count (a megabyte of graphemes) never ran.
    expect(pasted.error?.issues.map((issue) => issue.message)).toEqual(["validation.tooLong"]);
    // Within four units a character, the characters are counted: 🇭🇰 is one.
    expect(code.safeParse("🇭🇰".repeat(32)).success).toBe(true);
    expect(code.safeParse("好".repeat(33)).error?.issues.map((issue) => issue.message)).toEqual([
      "validation.tooLong",
    ]);
  });
});
