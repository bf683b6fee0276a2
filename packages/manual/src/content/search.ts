import { plainText, type Block, type ManualDoc, type ManualPageId } from "./doc";

/*
 * The manual's search, in the browser over the current language's three pages (they are small:
 * a few kilobytes each). A section is a heading and what follows it; the page's opening words are
 * a section of their own. Every word of the query must be in the section (any case, full- or
 * half-width alike); a word in its heading counts more than one in its text.
 */

export interface ManualSection {
  page: ManualPageId;
  /** The heading's anchor; null for the page's opening words. */
  id: string | null;
  title: string;
  text: string;
}

export interface ManualHit extends ManualSection {
  /** Words around the first match, with where each match is in them. */
  snippet: { text: string; marks: [number, number][] };
}

const blockText = (block: Block): string => {
  if ("paragraph" in block) return plainText(block.paragraph);
  if ("list" in block) return block.items.map(plainText).join(" ");
  if ("callout" in block) return `${block.label} ${plainText(block.children)}`;
  if ("shot" in block) return block.alt;
  return "";
};

/** A page's sections, in order. */
export function sectionsOf(page: ManualPageId, doc: ManualDoc): ManualSection[] {
  const sections: ManualSection[] = [{ page, id: null, title: doc.title, text: "" }];
  for (const block of doc.blocks) {
    if ("heading" in block)
      sections.push({ page, id: block.id, title: plainText(block.children), text: "" });
    else {
      const last = sections.at(-1)!;
      last.text = last.text ? `${last.text} ${blockText(block)}` : blockText(block);
    }
  }
  return sections.filter((s) => s.id !== null || s.text !== "");
}

/** Compared as a reader means it: any case, full-width letters and digits as half-width. */
const fold = (text: string) => text.normalize("NFKC").toLocaleLowerCase();

/** The words of a query (at most 8). */
export const queryWords = (query: string) => fold(query).split(/\s+/).filter(Boolean).slice(0, 8);

const SNIPPET = 80;

/** The sections that hold every word of `query`, best first (at most `limit`). */
export function searchManual(sections: ManualSection[], query: string, limit = 20): ManualHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored: { hit: ManualHit; score: number; order: number }[] = [];
  sections.forEach((section, order) => {
    const title = fold(section.title);
    const text = fold(section.text);
    let score = 0;
    for (const word of words) {
      const inTitle = title.includes(word);
      const inText = text.includes(word);
      if (!inTitle && !inText) return;
      score += (inTitle ? 10 : 0) + (inText ? 1 : 0);
    }
    scored.push({ hit: { ...section, snippet: snippetOf(section.text, words) }, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.hit);
}

/**
 * About 80 characters of `text` from a little before its first match, with every word's
 * matches marked. NFKC keeps the length of the letters a query is made of, so positions in the
 * folded text are positions in the text.
 */
function snippetOf(text: string, words: string[]): ManualHit["snippet"] {
  const folded = fold(text);
  const aligned = folded.length === text.length;
  const first = Math.min(...words.map((w) => folded.indexOf(w)).filter((i) => i >= 0));
  const start = Number.isFinite(first) ? Math.max(0, first - 20) : 0;
  const end = Math.min(text.length, start + SNIPPET);
  const part = text.slice(start, end);
  const marks: [number, number][] = [];
  if (aligned) {
    const piece = folded.slice(start, end);
    for (const word of words)
      for (let i = piece.indexOf(word); i >= 0; i = piece.indexOf(word, i + word.length))
        marks.push([i, i + word.length]);
  }
  marks.sort((a, b) => a[0] - b[0]);
  const merged = marks.reduce<[number, number][]>((out, [s, e]) => {
    const last = out.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
    return out;
  }, []);
  const prefix = start > 0 ? "…" : "";
  return {
    text: `${prefix}${part}${end < text.length ? "…" : ""}`,
    marks: merged.map(([s, e]) => [s + prefix.length, e + prefix.length]),
  };
}
