import type { Locale } from "@campus/contract";

/**
 * A word said aside, in the reader's brackets: full-width in Chinese ("小一（60 個學額）"),
 * spaced half-width in English ("Primary 1 (60 places)").
 */
export const aside = (locale: Locale, text: string) =>
  locale === "en-US" ? ` (${text})` : `（${text}）`;
