/*
 * The two MARC libraries the catalogue's import reads with ship no types: what it uses of them.
 */

declare module "marcjs" {
  /** A record: the leader, and fields as `[tag, value]` or `[tag, indicators, code, value, …]`. */
  export interface MarcRecord {
    leader: string;
    fields: string[][];
  }
  export const Marc: {
    parse(raw: Buffer | string, type: "iso2709" | "marcxml"): MarcRecord;
    format(record: MarcRecord, type: "iso2709"): string;
  };
}

declare module "marc8/lib/marc8_mapping.js" {
  /** MARC-8's character sets by final byte: each byte (or 3 bytes, EACC) → [code point, combining]. */
  export const CODESETS: Record<number, Record<number, [number, 0 | 1]>>;
}
