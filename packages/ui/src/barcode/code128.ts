/*
 * Code 128 (ISO/IEC 15417), the barcode school library labels carry: a code's bars and spaces
 * as module widths. Subset B (printable ASCII) throughout, with subset C for runs of four or
 * more digits (two digits a symbol: a barcode like "B0001234" prints shorter and scans easier).
 */

/** Each symbol's bar, space, bar, space, bar, space widths (modules), by value 0–106. */
// prettier-ignore
const PATTERNS = [
  "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
  "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
  "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
  "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
  "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
  "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
  "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
  "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
  "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
  "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
  "114131", "311141", "411131", "211412", "211214", "211232", "2331112",
];

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

/** Whether `text` can be printed as Code 128 here: printable ASCII, at least one character. */
export const encodable = (text: string) => /^[\x20-\x7e]+$/.test(text);

/** The symbol values of `text`: start, data (B, or C for digit runs), checksum, stop. */
export function code128Values(text: string): number[] {
  if (!encodable(text))
    throw new RangeError(`Code 128 takes printable ASCII: ${JSON.stringify(text)}`);
  const values: number[] = [];
  let subset: "B" | "C" | null = null;
  let i = 0;
  while (i < text.length) {
    const digits = /^\d+/.exec(text.slice(i))?.[0].length ?? 0;
    // Subset C pays when four or more digits follow (or the whole text is an even run of them).
    if (digits >= 4 || (i === 0 && digits === text.length && digits % 2 === 0)) {
      const pairs = Math.floor(digits / 2);
      if (subset !== "C") values.push(subset === null ? START_C : CODE_C);
      subset = "C";
      for (let p = 0; p < pairs; p++, i += 2) values.push(Number(text.slice(i, i + 2)));
      if (i < text.length && digits % 2 === 1) {
        values.push(CODE_B);
        subset = "B";
      }
      continue;
    }
    if (subset !== "B") values.push(subset === null ? START_B : CODE_B);
    subset = "B";
    values.push(text.charCodeAt(i) - 32);
    i++;
  }
  const checksum = values.reduce((sum, value, at) => sum + value * Math.max(1, at), 0) % 103;
  return [...values, checksum, STOP];
}

/** The code's module widths, bar first, quiet zones not included. */
export function code128(text: string): number[] {
  return code128Values(text).flatMap((value) => [...PATTERNS[value]!].map(Number));
}
