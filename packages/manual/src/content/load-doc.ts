import type { Locale } from "@campus/contract";
import type { ManualDoc, ManualPageId } from "./doc";

/** One page in one language: its own small chunk, fetched once. */
const loaded = new Map<string, Promise<ManualDoc>>();

export function loadManualDoc(page: ManualPageId, locale: Locale): Promise<ManualDoc> {
  const key = `${page}.${locale}`;
  let doc = loaded.get(key);
  if (!doc) {
    doc = import(`./${page}.${locale}.json`).then((m: { default: ManualDoc }) => m.default);
    // A failed fetch (a phone losing its signal) is asked again next time.
    doc.catch(() => loaded.delete(key));
    loaded.set(key, doc);
  }
  return doc;
}
