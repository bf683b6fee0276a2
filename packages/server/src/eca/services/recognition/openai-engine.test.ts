import { describe, expect, it } from "vitest";
import type { EntryFacts, TraitTerm } from "./engine";
import { openAiRecognition, readProposals } from "./openai-engine";

/*
 * An OpenAI-compatible endpoint may replace the local engine: nothing it answers is kept unless
 * it names a record and a trait it was shown, with words that are in the text it points at.
 */

const traits: TraitTerm[] = [
  { id: 1, key: "leadership", name_zh: "領導才能", name_en: "Leadership" },
  { id: 2, key: "teamwork", name_zh: "團隊合作", name_en: "Teamwork" },
];
const entry: EntryFacts = {
  entryId: 10,
  studentId: 7,
  event: {
    name_zh: "接力賽",
    name_en: "Relay",
    content: "",
    nature: "competition",
    type: "group",
    traitIds: [],
  },
  trait: "",
  remark: "帶領隊員完成比賽",
  achievement: "",
  role: "",
  item: "",
  prize: null,
  level: null,
};

const answering = (content: unknown, status = 200): typeof fetch =>
  (async () =>
    new Response(JSON.stringify({ choices: [{ message: { content: JSON.stringify(content) } }] }), {
      status,
    })) as typeof fetch;

describe("recognition by an OpenAI-compatible endpoint", () => {
  it("keeps proposals of records and traits it was shown, with words the text has", async () => {
    const engine = openAiRecognition(
      { baseUrl: "http://ai.invalid/v1", apiKey: "", model: "m" },
      answering({
        proposals: [
          {
            entry: 10,
            trait: 1,
            strength: 80,
            evidence: [{ field: "remark", words: ["帶領", "指揮"] }],
          },
          { entry: 10, trait: 1, strength: 90, evidence: [{ field: "remark", words: ["帶領"] }] },
          { entry: 10, trait: 2, strength: 150, evidence: [{ field: "remark", words: ["隊員"] }] },
          { entry: 11, trait: 1, strength: 80, evidence: [{ field: "remark", words: ["帶領"] }] },
          { entry: 10, trait: 3, strength: 80, evidence: [{ field: "remark", words: ["帶領"] }] },
          { entry: 10, trait: 2, strength: 10, evidence: [{ field: "remark", words: ["隊員"] }] },
          { entry: 10, trait: 2, strength: 60, evidence: [{ field: "content", words: ["隊員"] }] },
        ],
      }),
    );
    expect(engine.name).toBe("m");
    expect(await engine.propose([entry], traits)).toEqual([
      {
        entryId: 10,
        studentId: 7,
        traitId: 1,
        strength: 80,
        evidence: [{ field: "remark", text: "帶領隊員完成比賽", words: ["帶領"] }],
      },
      {
        entryId: 10,
        studentId: 7,
        traitId: 2,
        strength: 100,
        evidence: [{ field: "remark", text: "帶領隊員完成比賽", words: ["隊員"] }],
      },
    ]);
  });

  it("throws on an answer that is not the JSON asked for, or an HTTP error", async () => {
    expect(() => readProposals("{}", [entry], traits)).toThrow("no proposals");
    expect(() => readProposals("not json", [entry], traits)).toThrow();
    const down = openAiRecognition(
      { baseUrl: "http://ai.invalid/v1", apiKey: "", model: "m" },
      answering({}, 503),
    );
    await expect(down.propose([entry], traits)).rejects.toThrow("HTTP 503");
  });
});
