import { levelRank, type EcaProfileRecord } from "@campus/contract";

/*
 * JUPAS's Other Experiences and Achievements: at most 10 items, each in one of its categories.
 * A record's category is read from its OLE area (the school's preset) and its role: a leader's
 * role is leadership training.
 */

export const OEA_MAX = 10;

export const OEA_CATEGORIES = [
  "academic",
  "arts",
  "career",
  "service",
  "leadership",
  "moral",
  "sports",
] as const;
export type OeaCategory = (typeof OEA_CATEGORIES)[number];

const BY_AREA: Record<string, OeaCategory> = {
  "ole.moral": "moral",
  "ole.community": "service",
  "ole.career": "career",
  "ole.aesthetic": "arts",
  "ole.physical": "sports",
};

const LEADING_ROLE =
  /隊長|队长|主席|會長|会长|班長|班长|領袖|领袖|captain|chair|president|leader|head prefect/i;

export function oeaCategory(record: EcaProfileRecord): OeaCategory {
  if (LEADING_ROLE.test(record.role)) return "leadership";
  return BY_AREA[record.event.category.preset_key ?? ""] ?? "academic";
}

/** The records worth listing first: award-bearing, at the highest level, the most hours, latest. */
export function oeaItems(records: readonly EcaProfileRecord[]): EcaProfileRecord[] {
  return [...records]
    .sort(
      (a, b) =>
        Number(b.prize !== null) - Number(a.prize !== null) ||
        (b.level ? levelRank(b.level) : -1) - (a.level ? levelRank(a.level) : -1) ||
        b.hours - a.hours ||
        b.event.starts_on.localeCompare(a.event.starts_on),
    )
    .slice(0, OEA_MAX);
}
