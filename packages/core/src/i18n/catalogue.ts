import { clientMessages, LOCALES, type Locale } from "@campus/contract";
import enUS from "../messages/en-US.json";
import zhCN from "../messages/zh-CN.json";
import zhTW from "../messages/zh-TW.json";
import { mergeMessages } from "./load-messages";

export type Catalogue = Record<Locale, Record<string, string>>;

/** Core's own messages plus the contract's texts a client words (validation, a few failures). */
export const coreMessages: Catalogue = {
  "zh-TW": { ...clientMessages["zh-TW"], ...zhTW },
  "zh-CN": { ...clientMessages["zh-CN"], ...zhCN },
  "en-US": { ...clientMessages["en-US"], ...enUS },
};

/**
 * Merges per-package catalogues (every language at once, for stories and tests) into one. Ids
 * are namespaced per package (`library.rank.title`); two packages defining the same id
 * differently is a mistake, reported rather than silently overwritten (`mergeMessages`).
 */
export function mergeCatalogues(...catalogues: Catalogue[]): Catalogue {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      mergeMessages(
        catalogues.map((catalogue) => catalogue[locale]),
        locale,
      ),
    ]),
  ) as Catalogue;
}
