import { BOOK_AGE_MAX } from "@campus/contract";
import { Marc, type MarcRecord } from "marcjs";
import { hasHan, type EntryCopy, type ImportEntry } from "./entry";
import { decodeMarc8 } from "./marc8";

/*
 * MARC 21 bibliographic records as a school's library system exports them (Koha, Alma, the
 * Hong Kong school systems): ISO 2709 (`.mrc`) or MARCXML. marcjs reads the records; a record
 * in MARC-8 (leader position 9 blank) has its fields decoded here first, since marcjs reads
 * every record as UTF-8. The fields a school library's book needs are taken from the tags below;
 * a field in the other script (880, linked by $6) gives the Chinese where the record has it.
 */

const RECORD_END = 0x1d;
const FIELD_END = 0x1e;
const SUBFIELD = 0x1f;

/** One field as marcjs holds it: `[tag, value]` or `[tag, indicators, code, value, …]`. */
type Field = string[];

const utf8 = new TextDecoder();

/** An ISO 2709 record in MARC-8 read by its directory, each field decoded. */
function marc8Record(bytes: Uint8Array): MarcRecord {
  const text = (from: number, to: number) => utf8.decode(bytes.subarray(from, to));
  const leader = text(0, 24);
  const base = Number(text(12, 17));
  const fields: Field[] = [];
  for (let at = 24; at + 12 <= base && bytes[at] !== FIELD_END; at += 12) {
    const tag = text(at, at + 3);
    const length = Number(text(at + 3, at + 7));
    const start = base + Number(text(at + 7, at + 12));
    let raw = bytes.subarray(start, start + length);
    if (raw[raw.length - 1] === FIELD_END) raw = raw.subarray(0, -1);
    if (tag < "010") {
      fields.push([tag, decodeMarc8(raw)]);
      continue;
    }
    const field = [tag, text(start, start + 2)];
    let from = raw.indexOf(SUBFIELD);
    while (from >= 0) {
      const next = raw.indexOf(SUBFIELD, from + 1);
      const part = raw.subarray(from + 1, next < 0 ? raw.length : next);
      field.push(String.fromCharCode(part[0] ?? 0x20), decodeMarc8(part.subarray(1)));
      from = next;
    }
    fields.push(field);
  }
  // The record is UTF-8 now.
  return { leader: `${leader.slice(0, 9)}a${leader.slice(10)}`, fields };
}

/** The records of an ISO 2709 file, or null for one that cannot be read. */
export function readIso2709(bytes: Uint8Array): (MarcRecord | null)[] {
  const records: (MarcRecord | null)[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(RECORD_END, start);
    if (end < 0) end = bytes.length;
    // Line ends some systems put between records.
    while (start < end && (bytes[start] === 0x0a || bytes[start] === 0x0d)) start++;
    const raw = bytes.subarray(start, end + 1);
    start = end + 1;
    if (raw.length <= 1) continue;
    try {
      if (raw.length < 25 || !/^\d{5}/.test(utf8.decode(raw.subarray(0, 5))))
        throw new Error("not a record");
      records.push(
        raw[9] === 0x61
          ? Marc.parse(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), "iso2709")
          : marc8Record(raw),
      );
    } catch {
      records.push(null);
    }
  }
  return records;
}

/**
 * The records of a MARCXML file. marcjs expects the Library of Congress's own layout; a
 * namespace prefix (`marc:record`) and attributes in another order are put in that layout first.
 */
export function readMarcXml(text: string): MarcRecord[] {
  const plain = text
    .replace(/<(\/?)[A-Za-z_][\w.-]*:(?=[A-Za-z])/g, "<$1")
    .replace(
      /<(controlfield|datafield|subfield)\b([^>]*?)(\/?)>/g,
      (_, name: string, attrs: string, empty: string) => {
        const attr = (key: string) =>
          new RegExp(`\\b${key}\\s*=\\s*["']([^"']*)["']`).exec(attrs)?.[1] ?? " ";
        const ordered =
          name === "subfield"
            ? `code="${attr("code")}"`
            : name === "controlfield"
              ? `tag="${attr("tag")}"`
              : `tag="${attr("tag")}" ind1="${attr("ind1")}" ind2="${attr("ind2")}"`;
        return empty ? `<${name} ${ordered}></${name}>` : `<${name} ${ordered}>`;
      },
    );
  return [...plain.matchAll(/<record\b[^>]*>[\s\S]*?<\/record>/g)].map((m) =>
    Marc.parse(m[0], "marcxml"),
  );
}

// ── From a record to a book ─────────────────────────────────────────────────────────────

const subfields = (field: Field) => {
  const list: [string, string][] = [];
  for (let i = 2; i + 1 < field.length; i += 2) list.push([field[i]!, field[i + 1]!]);
  return list;
};

/** ISBD's punctuation at a value's end (" /", " :", ",", "."), and spaces. */
const clean = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/(\s*[/:;,=]\s*|\s+)$/, "")
    .replace(/(?<=[^.\s][^.\s])\.$/, "")
    .trim();

class Fields {
  constructor(private readonly record: MarcRecord) {}

  all(tag: string): Field[] {
    return this.record.fields.filter((f) => f[0] === tag);
  }

  /** The first of the tags the record has. */
  first(...tags: string[]): Field | undefined {
    for (const tag of tags) {
      const found = this.all(tag)[0];
      if (found) return found;
    }
    return undefined;
  }

  /** The field's 880 in the other script, linked by $6 (`245-01`). */
  linked(field: Field | undefined): Field | undefined {
    if (!field) return undefined;
    const link = subfields(field)
      .find(([code]) => code === "6")?.[1]
      .slice(4, 6);
    return this.all("880").find((f) =>
      subfields(f).some(
        ([code, value]) =>
          code === "6" && value.startsWith(field[0]!) && (!link || value.slice(4, 6) === link),
      ),
    );
  }

  control(tag: string): string {
    return this.record.fields.find((f) => f[0] === tag)?.[1] ?? "";
  }
}

const value = (field: Field | undefined, codes: string) =>
  field
    ? clean(
        subfields(field)
          .filter(([code]) => codes.includes(code))
          .map(([, v]) => clean(v))
          .join(" "),
      )
    : "";

const firstValue = (field: Field | undefined, code: string) =>
  field ? clean(subfields(field).find(([c]) => c === code)?.[1] ?? "") : "";

/** The title: $a, then the part ($n $p), then the subtitle ($b) after a colon. */
function titleOf(field: Field | undefined): string {
  const main = value(field, "anp");
  const rest = value(field, "b");
  if (!rest) return main;
  return hasHan(main) ? `${main}：${rest}` : `${main}: ${rest}`;
}

/** Ages from an audience note: "Ages 8-12", "8至12歲", "適合 9 歲以上"; null when none. */
export function agesOf(note: string): { min: number; max: number } | null {
  const range = /(\d{1,2})\s*(?:-|–|—|~|至|到|to)\s*(\d{1,2})/i.exec(note);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    if (min <= max && max <= BOOK_AGE_MAX) return { min, max };
  }
  const from = /(\d{1,2})\s*(?:歲|岁)?\s*(?:以上|\+|and up|or older)/i.exec(note);
  if (from && Number(from[1]) <= BOOK_AGE_MAX) return { min: Number(from[1]), max: BOOK_AGE_MAX };
  return null;
}

/** Copies from Koha's 952 ($p barcode, $o call number, $c location) or 852 ($p, $h $i, $c $b). */
function copiesOf(fields: Fields, classNo: string): EntryCopy[] {
  const koha = fields.all("952").map((f) => ({
    barcode: firstValue(f, "p"),
    callNumber: firstValue(f, "o"),
    location: firstValue(f, "c") || firstValue(f, "a"),
  }));
  const holdings = fields.all("852").map((f) => ({
    barcode: firstValue(f, "p"),
    callNumber: value(f, "hi"),
    location: value(f, "cb"),
  }));
  return [...koha, ...holdings]
    .filter((c) => c.barcode)
    .map((c) => ({ ...c, callNumber: c.callNumber || classNo }));
}

/** A MARC record as the book it describes. */
export function entryOfMarc(record: MarcRecord, number: number): ImportEntry {
  const fields = new Fields(record);
  const prefer = (field: Field | undefined, read: (f: Field | undefined) => string) => {
    const roman = read(field);
    const other = read(fields.linked(field));
    return { han: hasHan(other) ? other : hasHan(roman) ? roman : "", roman, other };
  };
  const title245 = fields.first("245");
  const title = prefer(title245, titleOf);
  // A Chinese book's romanised 245 is no English title: its parallel title (246, 2nd indicator 1) is.
  const parallel = value(
    fields.all("246").find((f) => f[1]![1] === "1"),
    "a",
  );
  const author = prefer(fields.first("100", "110", "111", "700", "710"), (f) => value(f, "a"));
  const imprint = fields.all("264").find((f) => f[1]![1] === "1") ?? fields.first("260", "264");
  const publisher = prefer(imprint, (f) => firstValue(f, "b"));
  const year = /\d{4}/.exec(value(imprint, "c"))?.[0] ?? fields.control("008").slice(7, 11);
  const isbn =
    fields
      .all("020")
      .map((f) => firstValue(f, "a").split(/\s/)[0]!)
      .find(Boolean) ?? "";
  const classification = fields.first("084", "082");
  const classNo = value(classification, "a");
  // A summary keeps its sentences' full stops.
  const summary = prefer(fields.first("520"), (f) =>
    (f
      ? subfields(f)
          .filter(([c]) => c === "a")
          .map(([, v]) => v)
          .join(" ")
      : ""
    )
      .replace(/\s+/g, " ")
      .trim(),
  );
  const languageCode = fields.control("008").slice(35, 38) || firstValue(fields.first("041"), "a");
  const nameZh = title.han || title.roman;
  const language =
    languageCode === "eng" ? "en" : languageCode === "chi" || hasHan(nameZh) ? "zh" : "en";
  const ages = agesOf(value(fields.first("521"), "a"));
  const callNumber = [classNo, firstValue(classification, "b")].filter(Boolean).join(" ");
  return {
    record: number,
    isbn,
    nameZh,
    nameEn: language === "en" ? title.roman : parallel,
    author: author.han || author.roman,
    publisher: publisher.han || publisher.roman,
    publishYear: /^\d{4}$/.test(year) ? Number(year) : null,
    classNo,
    dewey: classification?.[0] === "082",
    category: "",
    language,
    ageMin: ages?.min ?? null,
    ageMax: ages?.max ?? null,
    intro: summary.han || summary.roman,
    copies: copiesOf(fields, callNumber),
  };
}
