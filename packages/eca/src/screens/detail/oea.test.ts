import type { EcaProfileRecord } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { OEA_MAX, oeaCategory, oeaItems } from "./oea";

const record = (
  id: number,
  over: Partial<EcaProfileRecord> = {},
  area: string | null = "ole.physical",
): EcaProfileRecord => ({
  id,
  event: {
    id,
    code: `E${id}`,
    name_zh: `活動 ${id}`,
    name_cn: `活动 ${id}`,
    name_en: `Event ${id}`,
    nature: "competition",
    organiser: "",
    starts_on: `2026-0${(id % 9) + 1}-01`,
    ends_on: `2026-0${(id % 9) + 1}-01`,
    school_year: 2025,
    category: {
      id: 1,
      name_zh: "體育發展",
      name_cn: "体育发展",
      name_en: "Physical Development",
      preset_key: area,
    },
  },
  prize: null,
  level: null,
  competition_item: "",
  role: "",
  achievement: "",
  hours: 1,
  score: 0,
  ...over,
});

describe("the JUPAS OEA view", () => {
  it("puts a record in the category of its OLE area, or leadership for a leader's role", () => {
    expect(oeaCategory(record(1))).toBe("sports");
    expect(oeaCategory(record(1, {}, "ole.community"))).toBe("service");
    expect(oeaCategory(record(1, {}, "ole.aesthetic"))).toBe("arts");
    expect(oeaCategory(record(1, {}, null))).toBe("academic");
    expect(oeaCategory(record(1, { role: "隊長" }))).toBe("leadership");
    expect(oeaCategory(record(1, { role: "Club Chairperson" }))).toBe("leadership");
  });

  it("lists at most ten: awards first, then the higher level, the more hours, the later", () => {
    const gold = { id: 1, name_zh: "冠軍", name_cn: "冠军", name_en: "Champion" };
    const records = [
      record(1, { hours: 30 }),
      record(2, { prize: gold, level: "school" }),
      record(3, { prize: gold, level: "territory" }),
      ...Array.from({ length: 12 }, (_, i) => record(10 + i, { hours: 2 })),
    ];
    const items = oeaItems(records);
    expect(items).toHaveLength(OEA_MAX);
    expect(items.slice(0, 3).map((r) => r.id)).toEqual([3, 2, 1]);
  });
});
