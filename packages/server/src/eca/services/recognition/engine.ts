import type { EcaEvidence, EcaEvidenceField, EcaLevel, EcaNature, EcaType } from "@campus/contract";
import { levelRank } from "@campus/contract";
import { TRAIT_WORDS, type TraitKey } from "./lexicon";

/*
 * Recognition engines: what reads a student's records and proposes trait items. The local one
 * (the default, and what tests use) is deterministic and needs nothing downloaded: it finds each
 * trait's words in the student's entry and the event, in any of the three languages, and weighs
 * where it found them. An OpenAI-compatible endpoint can replace it (`openai-engine.ts`).
 */

/** A trait item of the school's vocabulary, as an engine sees it. */
export interface TraitTerm {
  id: number;
  /** A preset's key: its words are known. Null: the school's own, found by its names. */
  key: TraitKey | null;
  name_zh: string;
  name_en: string;
}

/** One student's entry with its event: everything an engine reads. */
export interface EntryFacts {
  entryId: number;
  studentId: number;
  event: {
    name_zh: string;
    name_en: string;
    content: string;
    nature: EcaNature;
    type: EcaType;
    /** The trait items the event recognises (step 2 of the editor). */
    traitIds: number[];
  };
  trait: string;
  remark: string;
  achievement: string;
  role: string;
  item: string;
  /** The award's names, and its place among the school's prizes (0 = the first: champion). */
  prize: { name_zh: string; name_en: string; rank: number } | null;
  level: EcaLevel | null;
}

export interface TraitProposal {
  entryId: number;
  studentId: number;
  traitId: number;
  /** 0–100. */
  strength: number;
  evidence: EcaEvidence[];
}

export interface RecognitionEngine {
  /** "local", or the endpoint's model: kept on the job. */
  name: string;
  propose(entries: EntryFacts[], traits: TraitTerm[]): Promise<TraitProposal[]>;
}

/** How much a word found in each field says: the student's own words weigh most. */
const FIELD_WEIGHT: Partial<Record<EcaEvidenceField, number>> = {
  trait: 45,
  remark: 40,
  achievement: 35,
  role: 35,
  item: 15,
  prize: 15,
  name: 15,
  content: 15,
};

/** The least strength worth a teacher's time. */
export const PROPOSAL_THRESHOLD = 35;
/** The longest evidence text kept. */
const EVIDENCE_TEXT_MAX = 300;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A trait's finders: Chinese words anywhere, English stems at a word's start ("organis" finds
 * "organised"; "led." only the word "led"). Each answers the words as the text writes them.
 */
function findersOf(term: TraitTerm): ((text: string) => string[])[] {
  const words = term.key
    ? TRAIT_WORDS[term.key]
    : { zh: [term.name_zh], en: term.name_en.length >= 3 ? [`${term.name_en}.`] : [] };
  const zh = words.zh.filter((w) => w.length > 0);
  const en = words.en.map((stem) => {
    const whole = stem.endsWith(".");
    const body = escape(whole ? stem.slice(0, -1) : stem);
    return new RegExp(`(?<![A-Za-z])${body}${whole ? "(?![A-Za-z])" : "[A-Za-z-]*"}`, "gi");
  });
  return [
    (text) => zh.filter((w) => text.includes(w)),
    (text) => en.flatMap((re) => [...text.matchAll(re)].map((m) => m[0])),
  ];
}

/** Each word once, in the order the text says them. */
const inOrder = (words: string[], text: string) =>
  [...new Set(words)].sort((a, b) => text.indexOf(a) - text.indexOf(b));

/** The fields of an entry that are text, each with what it says. */
export function textsOf(facts: EntryFacts): [EcaEvidenceField, string][] {
  const e = facts.event;
  const texts: [EcaEvidenceField, string][] = [
    ["trait", facts.trait],
    ["remark", facts.remark],
    ["achievement", facts.achievement],
    ["role", facts.role],
    ["item", facts.item],
    ["prize", facts.prize ? `${facts.prize.name_zh} ${facts.prize.name_en}` : ""],
    ["name", `${e.name_zh} ${e.name_en}`],
    ["content", e.content],
  ];
  return texts.filter(([, text]) => text.trim() !== "");
}

export const clip = (text: string) =>
  text.length > EVIDENCE_TEXT_MAX ? `${text.slice(0, EVIDENCE_TEXT_MAX - 1)}…` : text;

/**
 * What the records themselves say beyond words: a team event builds teamwork; an award at a
 * level beyond the school (or a placing) took perseverance; a competition asks sportsmanship;
 * the trait items the school said the event recognises.
 */
function signalsOf(facts: EntryFacts, term: TraitTerm): [EcaEvidence, number][] {
  const signals: [EcaEvidence, number][] = [];
  const e = facts.event;
  if (term.key === "teamwork" && e.type === "group")
    signals.push([{ field: "type", text: e.type, words: [] }, 20]);
  if (term.key === "sportsmanship" && e.nature === "competition")
    signals.push([{ field: "nature", text: e.nature, words: [] }, 10]);
  if (term.key === "service" && e.nature === "service")
    signals.push([{ field: "nature", text: e.nature, words: [] }, 20]);
  if (term.key === "artistic" && e.nature === "performance")
    signals.push([{ field: "nature", text: e.nature, words: [] }, 20]);
  if (
    term.key === "perseverance" &&
    facts.prize &&
    facts.prize.rank <= 2 &&
    facts.level &&
    levelRank(facts.level) >= levelRank("interSchool")
  )
    signals.push([{ field: "level", text: facts.level, words: [] }, 20]);
  if (e.traitIds.includes(term.id))
    signals.push([{ field: "recognises", text: `${term.name_zh} ${term.name_en}`, words: [] }, 20]);
  return signals;
}

/** Proposes the traits one entry's records say, strongest first. */
export function proposeFor(facts: EntryFacts, traits: TraitTerm[]): TraitProposal[] {
  const texts = textsOf(facts);
  const proposals: TraitProposal[] = [];
  for (const term of traits) {
    const finders = findersOf(term);
    let strength = 0;
    const evidence: EcaEvidence[] = [];
    for (const [field, text] of texts) {
      const words = inOrder(
        finders.flatMap((find) => find(text)),
        text,
      );
      if (words.length === 0) continue;
      // A second word in the same field adds a little: "帶領隊員" is not twice the leadership.
      strength += (FIELD_WEIGHT[field] ?? 10) + 5 * Math.min(words.length - 1, 2);
      evidence.push({ field, text: clip(text), words });
    }
    // Signals only strengthen what the words found, or a trait the event itself recognises.
    const signals = signalsOf(facts, term);
    if (evidence.length === 0 && !facts.event.traitIds.includes(term.id)) continue;
    for (const [signal, weight] of signals) {
      strength += weight;
      evidence.push(signal);
    }
    strength = Math.min(100, strength);
    if (strength < PROPOSAL_THRESHOLD) continue;
    proposals.push({
      entryId: facts.entryId,
      studentId: facts.studentId,
      traitId: term.id,
      strength,
      evidence,
    });
  }
  return proposals.sort((a, b) => b.strength - a.strength || a.traitId - b.traitId);
}

/** The local engine: words and signals, the same answer every time. */
export const localEngine: RecognitionEngine = {
  name: "local",
  async propose(entries, traits) {
    return entries.flatMap((facts) => proposeFor(facts, traits));
  },
};
