import { ECA_TRAIT_PRESET } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { TRAIT_KEYS } from "./lexicon";
import {
  localEngine,
  proposeFor,
  PROPOSAL_THRESHOLD,
  type EntryFacts,
  type TraitTerm,
} from "./engine";

/*
 * The local engine reads what a teacher writes, in the language they write it, and proposes
 * traits with the words it read: a remark like '帶領隊員完成比賽' says leadership and teamwork.
 */

const TRAITS: TraitTerm[] = ECA_TRAIT_PRESET.map((t, i) => ({
  id: i + 1,
  key: TRAIT_KEYS[i]!,
  name_zh: t.zh,
  name_en: t.en,
}));
const idOf = (key: string) => TRAITS.find((t) => t.key === key)!.id;

function entry(
  over: Partial<EntryFacts> = {},
  event: Partial<EntryFacts["event"]> = {},
): EntryFacts {
  return {
    entryId: 1,
    studentId: 7,
    event: {
      name_zh: "校際比賽",
      name_en: "Inter-school contest",
      content: "",
      nature: "activity",
      type: "individual",
      traitIds: [],
      ...event,
    },
    trait: "",
    remark: "",
    achievement: "",
    role: "",
    item: "",
    prize: null,
    level: null,
    ...over,
  };
}

/** The proposals as (trait key → the remark's words), strongest first. */
function read(facts: EntryFacts) {
  return proposeFor(facts, TRAITS).map((p) => ({
    trait: TRAITS.find((t) => t.id === p.traitId)!.key,
    strength: p.strength,
    words: p.evidence.flatMap((e) => e.words),
    fields: p.evidence.map((e) => e.field),
  }));
}

describe("the local recognition engine", () => {
  it.each([
    ["Traditional Chinese", "帶領隊員完成比賽", ["帶領"], ["隊員"]],
    ["Simplified Chinese", "带领队员完成比赛", ["带领"], ["队员"]],
    ["English", "Led her teammates to finish the race", ["Led"], ["teammates"]],
  ])(
    "reads leadership and teamwork in a remark in %s, with the words as evidence",
    (_, remark, lead, team) => {
      const proposals = read(entry({ remark }));
      const leadership = proposals.find((p) => p.trait === "leadership");
      const teamwork = proposals.find((p) => p.trait === "teamwork");
      expect(leadership).toMatchObject({ words: lead, fields: ["remark"] });
      expect(teamwork).toMatchObject({ words: team, fields: ["remark"] });
      expect(leadership!.strength).toBeGreaterThanOrEqual(PROPOSAL_THRESHOLD);
      const evidence = proposeFor(entry({ remark }), TRAITS).find(
        (p) => p.traitId === idOf("leadership"),
      )!.evidence[0]!;
      expect(evidence).toEqual({ field: "remark", text: remark, words: lead });
    },
  );

  it("proposes nothing from a record that says nothing", () => {
    expect(read(entry())).toEqual([]);
    expect(read(entry({ remark: "準時交表。" }))).toEqual([
      { trait: "responsibility", strength: 40, words: ["準時"], fields: ["remark"] },
    ]);
  });

  it("weighs the student's own words above the event's, and adds what the record shows", () => {
    const team = entry(
      { remark: "擔任隊長，帶領隊員。", role: "Captain" },
      { type: "group", nature: "competition", content: "四人接力賽" },
    );
    const proposals = read(team);
    expect(proposals[0]).toEqual({
      trait: "leadership",
      // remark (two words: 40 + 5) and role (35)
      strength: 80,
      words: ["隊長", "帶領", "Captain"],
      fields: ["remark", "role"],
    });
    expect(proposals.find((p) => p.trait === "teamwork")).toEqual({
      trait: "teamwork",
      // remark 40, content 15, a team event 20
      strength: 75,
      words: ["隊員", "接力"],
      fields: ["remark", "content", "type"],
    });
  });

  it("proposes a trait the event recognises only with more to show for it", () => {
    const recognised = idOf("perseverance");
    expect(read(entry({}, { traitIds: [recognised] }))).toEqual([]);
    const placed = entry(
      { prize: { name_zh: "冠軍", name_en: "Champion", rank: 0 }, level: "territory" },
      { traitIds: [recognised], nature: "competition" },
    );
    expect(read(placed).find((p) => p.trait === "perseverance")).toEqual({
      trait: "perseverance",
      strength: 40,
      words: [],
      fields: ["level", "recognises"],
    });
  });

  it("finds a school's own trait by its names", () => {
    const own: TraitTerm = { id: 99, key: null, name_zh: "環保意識", name_en: "Green" };
    const proposals = proposeFor(entry({ remark: "在校園推廣環保意識" }), [own]);
    expect(proposals).toEqual([
      expect.objectContaining({
        traitId: 99,
        strength: 40,
        evidence: [expect.objectContaining({ words: ["環保意識"] })],
      }),
    ]);
    expect(proposeFor(entry({ remark: "Greenhouse visit" }), [own])).toEqual([]);
    expect(proposeFor(entry({ remark: "A green school" }), [own])[0]!.evidence[0]!.words).toEqual([
      "green",
    ]);
  });

  it("does not read a stem inside another word", () => {
    expect(read(entry({ remark: "Misled by the map; a bleeding knee" }))).toEqual([]);
  });

  it("keeps long evidence short and answers the same every time", async () => {
    const long = entry({ remark: `帶領${"很".repeat(400)}` });
    const [first] = proposeFor(long, TRAITS);
    expect(first!.evidence[0]!.text.length).toBe(300);
    const many = Array.from({ length: 40 }, (_, i) =>
      entry({
        entryId: i,
        remark: i % 2 ? "主動協助同學練習，團隊合作良好" : "Designed a creative poster",
      }),
    );
    expect(await localEngine.propose(many, TRAITS)).toEqual(
      await localEngine.propose(many, TRAITS),
    );
  });
});
