import { describe, expect, it } from "vitest";
import { simplified, withSimplified } from "./simplified";

describe("simplified", () => {
  it("converts a Hong Kong name phrase by phrase", () => {
    expect(simplified("與工作有關的經驗")).toBe("与工作有关的经验");
    expect(simplified("全港學界田徑比賽 冠軍")).toBe("全港学界田径比赛 冠军");
    expect(simplified("頭髮乾淨")).toBe("头发干净");
  });

  it("leaves Simplified and English text as it is", () => {
    expect(simplified("团队合作")).toBe("团队合作");
    expect(simplified("Inter-school Athletics")).toBe("Inter-school Athletics");
  });

  it("keeps the office's own Simplified form and converts where there is none", () => {
    const prize = { id: 1, name_zh: "優異獎", name_en: "Merit" };
    expect(withSimplified({ ...prize, name_cn: "优秀奖" }).name_cn).toBe("优秀奖");
    expect(withSimplified({ ...prize, name_cn: null }).name_cn).toBe("优异奖");
    expect(withSimplified(prize)).toEqual({ ...prize, name_cn: "优异奖" });
  });
});
