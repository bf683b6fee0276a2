/**
 * Spec §5 Hong Kong identity card rule: input is upper-cased; dashes, slashes and spaces are
 * removed and brackets stripped. Full-width letters and digits (what a Chinese input method
 * types: "Ａ１２３４５６（３）") count as their ASCII selves.
 */
export function normalizeHkid(input: string): string {
  if (typeof input !== "string") return "";
  return input
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\s\-/\\()[\]【】]/g, "");
}

const HKID_PATTERN = /^([A-NP-Z]{1,2})(\d{6})([0-9A])$/;

/**
 * Weighted sum of the letters and six digits: weights descend to 2, starting at 9 for two
 * letters or 8 for one letter, which adds 324 for the missing first letter (a space: 36 × 9).
 * A letter is worth its character code minus 55 (A = 10 … Z = 35).
 */
function weightedSum(letters: string, digits: string): number {
  let weight = letters.length === 1 ? 8 : 9;
  let sum = letters.length === 1 ? 324 : 0;
  for (const letter of letters) sum += (letter.charCodeAt(0) - 55) * weight--;
  for (const digit of digits) sum += Number(digit) * weight--;
  return sum;
}

/** One or two letters (not O), six digits, then a digit or A; the checksum is divisible by 11. */
export function isValidHkid(input: string): boolean {
  const match = HKID_PATTERN.exec(normalizeHkid(input));
  if (!match) return false;
  const [, letters = "", digits = "", check = ""] = match;
  const checkValue = check === "A" ? 10 : Number(check);
  return (weightedSum(letters, digits) + checkValue) % 11 === 0;
}

/** A valid HKID as it is printed on the card, "A123456(3)"; anything else as given. */
export function formatHkid(input: string): string {
  if (!isValidHkid(input)) return input;
  const id = normalizeHkid(input);
  return `${id.slice(0, -1)}(${id.slice(-1)})`;
}

/** The check character that completes `letters` + `digits` into a valid HKID. */
export function hkidCheckCharacter(letters: string, digits: string): string {
  const check = (11 - (weightedSum(letters.toUpperCase(), digits) % 11)) % 11;
  return check === 10 ? "A" : String(check);
}
