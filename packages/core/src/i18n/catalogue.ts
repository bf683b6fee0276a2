import { contractMessages, LOCALES, type Locale } from "@campus/contract";
import enUS from "../messages/en-US.json";
import zhCN from "../messages/zh-CN.json";
import zhTW from "../messages/zh-TW.json";

export type Catalogue = Record<Locale, Record<string, string>>;

/** Core's own messages plus the contract's validation and API error texts. */
export const coreMessages: Catalogue = {
  "zh-TW": { ...contractMessages["zh-TW"], ...zhTW },
  "zh-CN": { ...contractMessages["zh-CN"], ...zhCN },
  "en-US": { ...contractMessages["en-US"], ...enUS },
};

/**
 * Merges per-package catalogues into one. Ids are namespaced per package (`library.rank.title`);
 * two packages defining the same id is a mistake, reported rather than silently overwritten.
 */
export function mergeCatalogues(...catalogues: Catalogue[]): Catalogue {
  const merged = { "zh-TW": {}, "zh-CN": {}, "en-US": {} } as Catalogue;
  for (const catalogue of catalogues) {
    for (const locale of LOCALES) {
      for (const [id, text] of Object.entries(catalogue[locale])) {
        if (id in merged[locale] && merged[locale][id] !== text) {
          throw new Error(`message id defined twice with different text: ${id} (${locale})`);
        }
        merged[locale][id] = text;
      }
    }
  }
  return merged;
}
