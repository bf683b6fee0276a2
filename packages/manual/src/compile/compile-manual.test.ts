import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@campus/contract";
import { compileManual, compilePage, OUTPUT_DIR, serialize } from "./compile-manual";
import type { ManualPageId } from "../content/doc";

const page = (body: string) => compilePage(`# Title\n\n${body}\n`, "test.md");

describe("a manual page compiled from Markdown", () => {
  it("keeps headings with their anchors, paragraphs, lists, emphasis, links and callouts", () => {
    const doc = compilePage(
      [
        "# 家校通訊",
        "",
        "學校透過**通告**與家長聯絡。",
        "",
        "## 回覆通告 {#reply}",
        "",
        "1. 打開通告",
        "2. 按 *簽署*，再看[行事曆](/calendar)",
        "",
        "### 限期 {#deadline}",
        "",
        "- 一",
        "- 見[請假](/manual/p_studentAttendance#leave)",
        "",
        "> **提示：** 逾期請致電學校。",
        "",
        "![家長的行事曆月份畫面](shot:calendar-month)",
      ].join("\n"),
      "zh.md",
    );
    expect(doc).toEqual({
      title: "家校通訊",
      blocks: [
        { paragraph: ["學校透過", { strong: ["通告"] }, "與家長聯絡。"] },
        { heading: 2, id: "reply", children: ["回覆通告"] },
        {
          list: "ordered",
          items: [
            ["打開通告"],
            ["按 ", { em: ["簽署"] }, "，再看", { link: "/calendar", children: ["行事曆"] }],
          ],
        },
        { heading: 3, id: "deadline", children: ["限期"] },
        {
          list: "bullet",
          items: [
            ["一"],
            ["見", { link: "/manual/p_studentAttendance#leave", children: ["請假"] }],
          ],
        },
        { callout: "tip", label: "提示", children: ["逾期請致電學校。"] },
        { shot: "calendar-month", alt: "家長的行事曆月份畫面" },
      ],
    });
  });

  it("joins a paragraph's lines with a space", () => {
    expect(page("one\ntwo").blocks).toEqual([{ paragraph: ["one two"] }]);
  });

  it.each([
    ["a heading without its anchor", "## Replying", /ends with its anchor/],
    ["a fourth-level heading", "#### Deep {#deep}", /only ## and ###/],
    ["HTML", "<b onclick=x>hi</b>", /html is not allowed/],
    ["a code block", "```\ncode\n```", /code is not allowed/],
    ["inline code", "run `rm`", /inlineCode is not allowed/],
    ["a link off the product", "[x](https://evil.example)", /may lead only to/],
    ["a javascript: link", "[x](javascript:alert(1))", /may lead only to/],
    ["an unknown screenshot", "![x](shot:nothing)", /a picture is one of/],
    ["a picture from elsewhere", "![x](https://a.example/x.png)", /a picture is one of/],
    ["a screenshot without words", "![](shot:calendar-month)", /says what it shows/],
    ["a nested list", "- a\n  - b", /one paragraph/],
    ["a quote that is no callout", "> just words", /starts in bold/],
    ["an unknown callout", "> **Hmm:** words", /a callout is one of/],
    ["a rule", "---", /thematicBreak is not allowed/],
    ["bold CommonMark leaves open", "**注意：**請準時", /bold that did not close/],
  ])("refuses %s, naming the file and line", (_what, markdown, why) => {
    expect(() => page(markdown)).toThrow(why);
    expect(() => page(markdown)).toThrow(/^test\.md:3: /);
  });

  it("needs the page's title first", () => {
    expect(() => compilePage("## No title {#x}\n", "t.md")).toThrow(/starts with its title/);
  });
});

describe("the whole manual", () => {
  const pageOf = (anchors: string[], link = "") =>
    `# T\n\n${anchors.map((a) => `## H {#${a}}\n\ntext ${link}`).join("\n\n")}\n`;

  it("refuses a language whose anchors differ from the others'", () => {
    expect(() =>
      compileManual((locale) => pageOf(locale === "en-US" ? ["a", "c"] : ["a", "b"])),
    ).toThrow(/content\/en-US\/p_communication\.md: its anchors \(a, c\) differ/);
  });

  it("refuses an anchor used twice on a page", () => {
    expect(() => compileManual(() => pageOf(["a", "a"]))).toThrow(/an anchor is used twice/);
  });

  it("refuses a link to a section a page does not have", () => {
    const read = (_l: string, p: ManualPageId) =>
      pageOf(["a"], p === "p_GRWTHPay" ? "[x](/manual/p_communication#missing)" : "");
    expect(() => compileManual(read)).toThrow(/no section #missing on \/manual\/p_communication/);
  });

  it("is compiled: every page's file is what its Markdown makes (else run `npm run manual`)", () => {
    const docs = compileManual();
    expect(docs.size).toBe(3 * LOCALES.length);
    for (const [file, doc] of docs)
      expect(readFileSync(`${OUTPUT_DIR}${file}`, "utf8"), file).toBe(serialize(doc));
  });
});
