import { ECA_EVIDENCE_FIELDS, type EcaEvidence, type EcaEvidenceField } from "@campus/contract";
import { complete, type OpenAiSettings } from "../../../services/openai-endpoint";
import {
  PROPOSAL_THRESHOLD,
  textsOf,
  type EntryFacts,
  type RecognitionEngine,
  type TraitProposal,
  type TraitTerm,
} from "./engine";

/**
 * Recognition by an OpenAI-compatible endpoint (the library chat's CAMPUS_AI_* settings). The
 * model is shown the school's trait items and each record's texts and answers JSON; nothing it
 * says is kept unless it names a record and a trait it was shown, and its evidence words are
 * kept only where they are in the text it points at. Any failure is thrown: the job fails
 * with the reason and can be retried.
 */
export function openAiRecognition(
  settings: OpenAiSettings,
  fetchFn: typeof fetch = fetch,
): RecognitionEngine {
  return {
    name: settings.model,
    async propose(entries, traits) {
      const content = await complete(
        settings,
        [
          {
            role: "system",
            content:
              "You read a Hong Kong school's records of students' activities and awards (Chinese or English) and propose which of the school's trait items each record shows. " +
              'Answer only JSON: {"proposals": [{"entry": number, "trait": number, "strength": 0-100, "evidence": [{"field": string, "words": string[]}]}]}. ' +
              `"field" is one of the record's field names; "words" are copied exactly from that field. Propose only what the words support.`,
          },
          {
            role: "user",
            content: JSON.stringify({
              traits: traits.map((t) => ({ id: t.id, name: `${t.name_zh} / ${t.name_en}` })),
              records: entries.map((e) => ({
                entry: e.entryId,
                ...Object.fromEntries(textsOf(e)),
              })),
            }),
          },
        ],
        { json: true, fetchFn },
      );
      return readProposals(content, entries, traits);
    },
  };
}

/** The model's proposals, checked against what it was shown. */
export function readProposals(
  content: string,
  entries: EntryFacts[],
  traits: TraitTerm[],
): TraitProposal[] {
  const answer = JSON.parse(content) as { proposals?: unknown };
  if (!answer || !Array.isArray(answer.proposals)) throw new Error("AI answer has no proposals");
  const byEntry = new Map(entries.map((e) => [e.entryId, e]));
  const traitIds = new Set(traits.map((t) => t.id));
  const seen = new Set<string>();
  const proposals: TraitProposal[] = [];
  for (const raw of answer.proposals as Record<string, unknown>[]) {
    const facts = byEntry.get(Number(raw?.entry));
    const traitId = Number(raw?.trait);
    const strength = Math.round(Number(raw?.strength));
    if (!facts || !traitIds.has(traitId) || !(strength >= PROPOSAL_THRESHOLD)) continue;
    const key = `${facts.entryId}:${traitId}`;
    if (seen.has(key)) continue;
    const texts = new Map(textsOf(facts));
    const evidence: EcaEvidence[] = (Array.isArray(raw.evidence) ? raw.evidence : []).flatMap(
      (item: Record<string, unknown>) => {
        const field = item?.field as EcaEvidenceField;
        const text = texts.get(field);
        if (!ECA_EVIDENCE_FIELDS.includes(field) || text === undefined) return [];
        const words = (Array.isArray(item.words) ? item.words : []).filter(
          (w): w is string => typeof w === "string" && w.length > 0 && text.includes(w),
        );
        return words.length > 0 ? [{ field, text, words: [...new Set(words)] }] : [];
      },
    );
    // A proposal without words the record says is not evidence a teacher can check.
    if (evidence.length === 0) continue;
    seen.add(key);
    proposals.push({
      entryId: facts.entryId,
      studentId: facts.studentId,
      traitId,
      strength: Math.min(100, strength),
      evidence,
    });
  }
  return proposals;
}
