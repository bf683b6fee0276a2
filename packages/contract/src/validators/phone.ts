/** Phone country codes (spec §9): mainland China, Hong Kong, Macau, Taiwan. */
export const PHONE_REGIONS = ["86", "852", "853", "886"] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number];

const NATIONAL: Record<PhoneRegion, RegExp> = {
  "86": /^1[3-9]\d{9}$/,
  "852": /^\d{8}$/,
  "853": /^\d{8}$/,
  "886": /^9\d{8}$/,
};

/**
 * With no region, any of the regional forms, each with its optional prefix:
 * +86 or 0086 (mainland), 852 or 853 (Hong Kong, Macau; a leading + is tolerated),
 * 886 or 0 (Taiwan; a leading + is tolerated).
 */
const ANY_REGION = [
  /^(?:\+86|0086)?1[3-9]\d{9}$/,
  /^(?:\+?85[23])?\d{8}$/,
  /^(?:\+?886|0)?9\d{8}$/,
];

/** What people type between digits: spaces (also full-width), hyphens, dots, brackets. */
const SEPARATORS = /[\s\u3000\-‐‑–—.()（）]/g;

/**
 * A phone number as people type it, as the national number of `region`: full-width digits made
 * plain (NFKC), separators removed ("9123 4567", "138-1234-5678"), then the region's own international prefix ("+852", "00852",
 * "852" before a full national number) and Taiwan's trunk 0 ("0912 345 678"). With no region,
 * only the separators go. Anything else is left for the validator to refuse.
 */
export function normalizePhone(input: string, region?: PhoneRegion): string {
  let value = input.normalize("NFKC").replace(SEPARATORS, "");
  if (region === undefined) return value;
  const national = NATIONAL[region];
  for (const prefix of [`+${region}`, `00${region}`, region, ...(region === "886" ? ["0"] : [])]) {
    const rest = value.startsWith(prefix) ? value.slice(prefix.length) : null;
    if (rest !== null && national.test(rest)) {
      value = rest;
      break;
    }
  }
  return value;
}

/**
 * Spec §5 phone rule. With a region the number is the national number alone:
 * 86 → 11 digits `1[3-9]…`; 852 and 853 → exactly 8 digits; 886 → 9 digits starting 9 —
 * once `normalizePhone` has taken out separators and the region's own prefix.
 */
export function isValidPhone(input: string, region?: PhoneRegion): boolean {
  if (typeof input !== "string") return false;
  const value = normalizePhone(input, region);
  if (region === undefined) return ANY_REGION.some((pattern) => pattern.test(value));
  const pattern = NATIONAL[region];
  return pattern !== undefined && pattern.test(value);
}
