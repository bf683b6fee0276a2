import { contractMessages, LOCALES, type ContractMessageId, type Locale } from "@campus/contract";
import { IntlMessageFormat } from "intl-messageformat";

/** A feature's own texts (`<feature>/messages/<locale>.json`), in every language. */
export type FeatureMessages = Record<Locale, Record<string, string>>;

/** The platform's texts, then each feature's as the app adds them (`addFeatureMessages`). */
const catalogue: Record<Locale, Record<string, string>> = {
  "zh-TW": { ...contractMessages["zh-TW"] },
  "zh-CN": { ...contractMessages["zh-CN"] },
  "en-US": { ...contractMessages["en-US"] },
};
const added = new Set<FeatureMessages>();

/**
 * Adds a feature's texts to what `translate` words (the app does, for every feature it serves).
 * A feature's catalogue is added once however many apps a process makes; an id another
 * feature or the platform already has stops the start.
 */
export function addFeatureMessages(id: string, messages: FeatureMessages) {
  if (added.has(messages)) return;
  for (const locale of LOCALES)
    for (const key of Object.keys(messages[locale]))
      if (key in catalogue[locale]) throw new Error(`${id}: the text ${key} is already someone's`);
  for (const locale of LOCALES) Object.assign(catalogue[locale], messages[locale]);
  added.add(messages);
}

const formatters = new Map<string, IntlMessageFormat>();

/** A contract message in the caller's language: the server speaks the client's words. */
export function translate(
  locale: Locale,
  id: ContractMessageId,
  values: Record<string, string | number> = {},
): string {
  const key = `${locale}\u0000${id}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const text = catalogue[locale][id];
    if (text === undefined) throw new Error(`No text ${id}: is its feature served?`);
    formatter = new IntlMessageFormat(text, locale);
    formatters.set(key, formatter);
  }
  return String(formatter.format(values));
}
