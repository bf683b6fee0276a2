import marc8Mapping from "marc8/lib/marc8_mapping.js";
import { Marc } from "marcjs";

/*
 * MARC 21 files as a school's library system writes them, for the import's tests, its journey
 * and the bench: ISO 2709 in UTF-8 (written by marcjs, the library the import reads with) or in
 * MARC-8 (Chinese in EACC, as older systems export it; marcjs writes no MARC-8, so this file
 * does), and MARCXML. A record is marcjs's shape: `[tag, value]` or `[tag, indicators, code,
 * value…]`.
 */

export type MarcField = string[];

const ESC = 0x1b;
const EACC = 0x31;
const encoder = new TextEncoder();

/** Unicode → EACC's three bytes, from the Library of Congress's table. */
let eacc: Map<number, number> | undefined;
function eaccOf(codePoint: number): number | undefined {
  if (!eacc) {
    eacc = new Map();
    for (const [code, [unicode]] of Object.entries(marc8Mapping.CODESETS[EACC]!))
      if (!eacc.has(unicode)) eacc.set(unicode, Number(code));
  }
  return eacc.get(codePoint);
}

/** Text in MARC-8: ASCII as it is, CJK in EACC between escapes. */
export function encodeMarc8(text: string): Uint8Array {
  const out: number[] = [];
  let inEacc = false;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80 && (code === 0x20 || !inEacc)) {
      out.push(code);
      continue;
    }
    const multi = code < 0x80 ? undefined : eaccOf(code);
    if (multi === undefined) {
      if (inEacc) out.push(ESC, 0x28, 0x42);
      inEacc = false;
      out.push(code < 0x80 ? code : 0x3f);
      continue;
    }
    if (!inEacc) out.push(ESC, 0x24, EACC);
    inEacc = true;
    out.push(multi >> 16, (multi >> 8) & 0xff, multi & 0xff);
  }
  if (inEacc) out.push(ESC, 0x28, 0x42);
  return new Uint8Array(out);
}

/** One record in ISO 2709 with MARC-8 text (leader/09 blank). */
function marc8Iso2709(fields: MarcField[]): Uint8Array {
  const chunks = fields.map(([tag, first, ...rest]) => {
    const parts: number[] = [];
    if (tag! < "010") parts.push(...encodeMarc8(first!));
    else {
      parts.push(...encoder.encode(first!));
      for (let i = 0; i + 1 < rest.length; i += 2)
        parts.push(0x1f, ...encoder.encode(rest[i]!), ...encodeMarc8(rest[i + 1]!));
    }
    parts.push(0x1e);
    return new Uint8Array(parts);
  });
  let directory = "";
  let at = 0;
  fields.forEach(([tag], i) => {
    directory += `${tag}${String(chunks[i]!.length).padStart(4, "0")}${String(at).padStart(5, "0")}`;
    at += chunks[i]!.length;
  });
  const base = 24 + directory.length + 1;
  const length = base + at + 1;
  const leader = `${String(length).padStart(5, "0")}nam  22${String(base).padStart(5, "0")} a 4500`;
  const bytes = new Uint8Array(length);
  bytes.set(encoder.encode(leader), 0);
  bytes.set(encoder.encode(directory), 24);
  bytes[base - 1] = 0x1e;
  let offset = base;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  bytes[length - 1] = 0x1d;
  return bytes;
}

/** Records one after another: a `.mrc` file, in UTF-8 by marcjs's writer or in MARC-8 by ours. */
export function marcFile(records: MarcField[][], encoding: "marc8" | "utf8" = "utf8"): Uint8Array {
  const parts = records.map((fields) =>
    encoding === "marc8"
      ? marc8Iso2709(fields)
      : encoder.encode(Marc.format({ leader: "00000nam a2200000 a 4500", fields }, "iso2709")),
  );
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Records as MARCXML, in the `marc:` namespace prefix LC's own files use. */
export function marcXml(records: MarcField[][]): string {
  const record = (fields: MarcField[]) =>
    [
      "<marc:record>",
      "<marc:leader>00000nam a2200000 a 4500</marc:leader>",
      ...fields.map(([tag, first, ...rest]) =>
        tag! < "010"
          ? `<marc:controlfield tag="${tag}">${escape(first!)}</marc:controlfield>`
          : `<marc:datafield ind2="${first![1]}" ind1="${first![0]}" tag="${tag}">${Array.from(
              { length: rest.length / 2 },
              (_, i) =>
                `<marc:subfield code="${rest[2 * i]}">${escape(rest[2 * i + 1]!)}</marc:subfield>`,
            ).join("")}</marc:datafield>`,
      ),
      "</marc:record>",
    ].join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<marc:collection xmlns:marc="http://www.loc.gov/MARC21/slim">${records.map(record).join("\n")}</marc:collection>\n`;
}

/**
 * A Chinese children's book as a Hong Kong school's system catalogues it: romanised 245/100/260
 * with the Chinese in 880, 中國圖書分類法 in 084, audience in 521, copies in Koha's 952.
 */
export function chineseBook(n: number, copies: string[]): MarcField[] {
  const isbn = isbnOf(n);
  return [
    ["001", `HK${n}`],
    ["008", "201105s2011    cc            000 1 chi d"],
    ["020", "  ", "a", isbn],
    ["084", "  ", "a", "859.6", "b", "8443", "2", "ccl"],
    ["100", "1 ", "6", "880-01", "a", "Lin, Xiaomei."],
    ["245", "10", "6", "880-02", "a", `Xiao long de mao xian ${n} /`, "c", "Lin Xiaomei zhu."],
    ["260", "  ", "6", "880-03", "a", "Xianggang :", "b", "Shang wu yin shu guan,", "c", "2011."],
    ["520", "  ", "a", "一條小龍離開家，學會勇敢與分享的故事。"],
    ["521", "  ", "a", "適合 7 至 10 歲"],
    ["880", "1 ", "6", "100-01", "a", "林小美."],
    ["880", "10", "6", "245-02", "a", `小龍的冒險 ${n} /`, "c", "林小美著."],
    ["880", "  ", "6", "260-03", "a", "香港 :", "b", "商務印書館,", "c", "2011."],
    ...copies.map((barcode): MarcField => [
      "952",
      "  ",
      "a",
      "MAIN",
      "c",
      "兒童閱讀區",
      "o",
      "859.6 8443",
      "p",
      barcode,
    ]),
  ];
}

/** An English book as Koha exports it: Dewey in 082, copies in 952. */
export function englishBook(n: number, copies: string[]): MarcField[] {
  return [
    ["001", `EN${n}`],
    ["008", "200301s2003    enk           000 1 eng d"],
    ["020", "  ", "a", `${isbnOf(n)} (pbk.)`],
    ["082", "04", "a", "823.914", "2", "23"],
    ["100", "1 ", "a", "Morgan, Sarah,", "d", "1970-"],
    [
      "245",
      "14",
      "a",
      `The lighthouse keeper ${n} :`,
      "b",
      "a story of the sea /",
      "c",
      "Sarah Morgan.",
    ],
    ["264", " 1", "a", "London :", "b", "Puffin Books,", "c", "2003."],
    ["520", "  ", "a", "A keeper and his cat keep the light burning through the longest storm."],
    ["521", "  ", "a", "Ages 8-12."],
    ...copies.map((barcode): MarcField => [
      "952",
      "  ",
      "a",
      "MAIN",
      "c",
      "Shelf E",
      "o",
      "823 MOR",
      "p",
      barcode,
    ]),
  ];
}

/** A valid ISBN-13 for n, in a group the demo catalogue never uses (979-10). */
export function isbnOf(n: number): string {
  const first = `97910${String(n).padStart(7, "0")}`;
  const sum = [...first].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first}${(10 - (sum % 10)) % 10}`;
}
