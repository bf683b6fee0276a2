import type { ContractMessageId, Locale } from "@campus/contract";
import { useCallback } from "react";
import type coreZhTW from "../messages/zh-TW.json";
import { useIntl } from "./intl";

/** Every id core and the contract define (validation and API error texts included). */
export type CoreMessageId = ContractMessageId | keyof typeof coreZhTW;

/** What an ICU message may be given: `{count, plural, …}`, `{date, date, long}`, `{name}`. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** `t(id, values)`: the text of `id` in the user's language. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * The translator for the ids a package knows (its own, plus core's): a mistyped id does not
 * compile. Each package exports its ids' type (`LibraryMessageId = keyof typeof zhTW`); a screen
 * writes `const t = useT<LibraryMessageId | UiMessageId>()`. An id that comes from data (a page's
 * title in the route table) is checked where the data is declared.
 */
export function useT<Id extends string = never>(): Translate<Id | CoreMessageId> {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** The user's language, as the intl provider has it. */
export function useLocale(): Locale {
  return useIntl().locale as Locale;
}

/**
 * The `lang` attribute for a locale: Hong Kong traditional Chinese for zh-TW (its wording is Hong
 * Kong's and Taiwan's; the demo schools are in Hong Kong), simplified Chinese, US English. Fonts
 * follow it (CJK glyph forms differ between HK, TW and CN).
 */
export const HTML_LANG: Record<Locale, string> = {
  "zh-TW": "zh-Hant-HK",
  "zh-CN": "zh-Hans-CN",
  "en-US": "en-US",
};
