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

/**
 * Spec §5 phone rule. With a region the number is the national number alone:
 * 86 → 11 digits `1[3-9]…`; 852 and 853 → exactly 8 digits; 886 → 9 digits starting 9.
 * Surrounding white space is ignored; nothing else is.
 */
export function isValidPhone(input: string, region?: PhoneRegion): boolean {
  if (typeof input !== "string") return false;
  const value = input.trim();
  if (region === undefined) return ANY_REGION.some((pattern) => pattern.test(value));
  const pattern = NATIONAL[region];
  return pattern !== undefined && pattern.test(value);
}
