import { describe, expect, it } from "vitest";
import {
  averageScore,
  capped,
  entryScore,
  levelRank,
  type EntryFacts,
  type ScoreRule,
} from "./score";

const plain: ScoreRule = { levelFactors: false, groupFraction: null };
const rubric: ScoreRule = { levelFactors: true, groupFraction: 50 };

const facts = (over: Partial<EntryFacts>): EntryFacts => ({
  categoryScore: 1000,
  multiplier: null,
  level: null,
  group: false,
  ...over,
});

describe("an entry's score", () => {
  it.each([
    // [what, facts, rule, hundredths]
    ["category score alone (taking part, no prize)", facts({}), plain, 1000],
    ["× a champion's ×3.00", facts({ multiplier: 300 }), plain, 3000],
    [
      "levels off: a national level changes nothing",
      facts({ multiplier: 300, level: "national" }),
      plain,
      3000,
    ],
    ["levels on: national ×2.50", facts({ multiplier: 300, level: "national" }), rubric, 7500],
    ["levels on: school ×1.00", facts({ multiplier: 300, level: "school" }), rubric, 3000],
    ["a group award at half", facts({ multiplier: 200, group: true }), rubric, 1000],
    ["group fraction off: in full", facts({ multiplier: 200, group: true }), plain, 2000],
    [
      "7 × 1.5 × inter-school 1.2",
      facts({ categoryScore: 700, multiplier: 150, level: "interSchool" }),
      rubric,
      1260,
    ],
    [
      "5 × 1.25 × district 1.5 × group 0.5 = 4.6875, rounded half up",
      facts({ categoryScore: 500, multiplier: 125, level: "district", group: true }),
      rubric,
      469,
    ],
    [
      "a zero-score category scores nothing",
      facts({ categoryScore: 0, multiplier: 300 }),
      rubric,
      0,
    ],
    [
      "the largest figures stay exact (1000 × ×10 × 3.5 × 1)",
      facts({ categoryScore: 100_000, multiplier: 1000, level: "international", group: true }),
      { levelFactors: true, groupFraction: 100 },
      3_500_000,
    ],
  ])("%s", (_what, entry, rule, expected) => {
    expect(entryScore(entry, rule)).toBe(expected);
  });
});

describe("a category's yearly cap, counted in date order", () => {
  it.each([
    ["no cap: everything counts", [3000, 3000, 1000], null, [3000, 3000, 1000]],
    ["the crossing entry counts for what is left", [3000, 3000, 1000], 5000, [3000, 2000, 0]],
    ["exactly at the cap", [2500, 2500], 5000, [2500, 2500]],
    ["a cap of nothing", [1000], 0, [0]],
    ["no entries", [], 5000, []],
  ] as const)("%s", (_what, scores, cap, expected) => {
    expect(capped(scores, cap)).toEqual(expected);
  });
});

describe("an event's average", () => {
  it("is over its passed entries, rounded half up", () => {
    expect(averageScore([1000, 3000, 2000])).toBe(2000);
    expect(averageScore([1000, 1001])).toBe(1001); // 1000.5 → 1001
    expect(averageScore([1])).toBe(1);
  });
  it("is none without entries", () => {
    expect(averageScore([])).toBeNull();
  });
});

it("ranks the levels from school to international", () => {
  expect(levelRank("school")).toBe(0);
  expect(levelRank("district")).toBeLessThan(levelRank("territory"));
  expect(levelRank("international")).toBe(6);
});
