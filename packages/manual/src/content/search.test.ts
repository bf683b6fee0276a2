import { describe, expect, it } from "vitest";
import type { ManualDoc } from "./doc";
import { searchManual, sectionsOf } from "./search";

const communication: ManualDoc = {
  title: "家校通訊",
  blocks: [
    { paragraph: ["學校以電子通告聯絡家長。"] },
    { heading: 2, id: "reply", children: ["回覆通告"] },
    { paragraph: ["打開通告，按", { strong: ["簽署"] }, "。"] },
    { list: "bullet", items: [["限期前回覆"], ["逾期請聯絡校務處"]] },
    { heading: 2, id: "calendar", children: ["行事曆"] },
    { callout: "tip", label: "提示", children: ["通告的日期會在行事曆顯示。"] },
    { shot: "calendar-month", alt: "家長的行事曆月份畫面" },
  ],
};
const pay: ManualDoc = {
  title: "Payments",
  blocks: [
    { heading: 2, id: "receipts", children: ["Receipts"] },
    { paragraph: ["Every paid fee has a receipt. Ｒeceipts are kept for a year."] },
  ],
};

const sections = [
  ...sectionsOf("p_communication", communication),
  ...sectionsOf("p_GRWTHPay", pay),
];

describe("the manual's sections", () => {
  it("are a heading and what follows it; the opening words are the page's own", () => {
    expect(sectionsOf("p_communication", communication)).toEqual([
      { page: "p_communication", id: null, title: "家校通訊", text: "學校以電子通告聯絡家長。" },
      {
        page: "p_communication",
        id: "reply",
        title: "回覆通告",
        text: "打開通告，按簽署。 限期前回覆 逾期請聯絡校務處",
      },
      {
        page: "p_communication",
        id: "calendar",
        title: "行事曆",
        text: "提示 通告的日期會在行事曆顯示。 家長的行事曆月份畫面",
      },
    ]);
  });
});

describe("searching the manual", () => {
  it("finds every section holding all the words, a match in a heading first", () => {
    expect(searchManual(sections, "通告").map((h) => h.id)).toEqual(["reply", null, "calendar"]);
    expect(searchManual(sections, "行事曆 日期").map((h) => h.id)).toEqual(["calendar"]);
    expect(searchManual(sections, "行事曆 收據")).toEqual([]);
  });

  it("reads any case and full-width letters alike", () => {
    const hits = searchManual(sections, "RECEIPTS");
    expect(hits.map((h) => [h.page, h.id])).toEqual([["p_GRWTHPay", "receipts"]]);
    // "Ｒeceipts" (a full-width R) is found and marked where it stands.
    const { text, marks } = hits[0]!.snippet;
    expect(marks.map(([s, e]) => text.slice(s, e))).toEqual(["Ｒeceipts"]);
  });

  it("marks each match in the words around the first one", () => {
    const [hit] = searchManual(sections, "簽署");
    expect(hit!.snippet).toEqual({
      text: "打開通告，按簽署。 限期前回覆 逾期請聯絡校務處",
      marks: [[6, 8]],
    });
  });

  it("finds nothing for no words", () => {
    expect(searchManual(sections, "   ")).toEqual([]);
  });
});
