import { ECA_LEVELS, type EcaLevel } from "./values";

/*
 * The ECA score rule, one function for the server (which stores the scores) and the client
 * (which shows what an award will be worth before it is saved). Every figure is an integer in
 * hundredths (10.00 points = 1000; ×1.50 = 150) and the product is rounded once, half up, so
 * the same entry scores the same everywhere.
 *
 *   entry = category score × prize multiplier (×1.00 without a prize)
 *           × level factor      (when the school counts levels)
 *           × group fraction    (when the school counts group awards at a fraction, for a group event)
 *
 * Then, per student, school year and category, a yearly cap (when the category has one):
 * entries count in date order and the one that crosses the cap counts for what is left.
 * An event's average is over its passed entries (none → no average).
 */

/** What the school turns on (ECA settings). */
export interface ScoreRule {
  /** Multiply by the level's factor (`LEVEL_FACTORS`). */
  levelFactors: boolean;
  /** A group event's entries count at this fraction, in hundredths (50 = half); null: in full. */
  groupFraction: number | null;
}

/** The level factors Hong Kong rubrics use, lowest level first (hundredths). */
export const LEVEL_FACTORS: Readonly<Record<EcaLevel, number>> = {
  school: 100,
  interSchool: 120,
  district: 150,
  territory: 200,
  national: 250,
  asia: 300,
  international: 350,
};

export interface EntryFacts {
  /** The event's category score (hundredths). */
  categoryScore: number;
  /** The prize's multiplier (hundredths); null without a prize. */
  multiplier: number | null;
  /** The entry's competition level; null when not a competition. */
  level: EcaLevel | null;
  /** Whether the event is a group event. */
  group: boolean;
}

/** `numerator / denominator` rounded half up, in integers (no binary fractions). */
function divideRounded(numerator: number, denominator: number): number {
  const whole = Math.floor(numerator / denominator);
  const rest = numerator - whole * denominator;
  return 2 * rest >= denominator ? whole + 1 : whole;
}

/** One entry's score before any cap (hundredths). */
export function entryScore(facts: EntryFacts, rule: ScoreRule): number {
  let numerator = facts.categoryScore * (facts.multiplier ?? 100);
  let denominator = 100;
  if (rule.levelFactors && facts.level) {
    numerator *= LEVEL_FACTORS[facts.level];
    denominator *= 100;
  }
  if (facts.group && rule.groupFraction !== null) {
    numerator *= rule.groupFraction;
    denominator *= 100;
  }
  return divideRounded(numerator, denominator);
}

/**
 * A yearly cap over one student's entries of one category, given in date order: what each
 * counts. Without a cap every entry counts in full.
 */
export function capped(scores: readonly number[], cap: number | null): number[] {
  if (cap === null) return [...scores];
  let left = cap;
  return scores.map((score) => {
    const counted = Math.min(score, left);
    left -= counted;
    return counted;
  });
}

/** An event's average over its passed entries' scores (hundredths); null when it has none. */
export function averageScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return divideRounded(
    scores.reduce((sum, s) => sum + s, 0),
    scores.length,
  );
}

/** The level's rank on the scale (0 = school): for sorting and "at least district" filters. */
export function levelRank(level: EcaLevel): number {
  return ECA_LEVELS.indexOf(level);
}
