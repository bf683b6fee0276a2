/** The interface languages, zh-TW first: it is the default (spec §1, §9). */
export const LOCALES = ["zh-TW", "zh-CN", "en-US"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-TW";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the product locale for a BCP 47 tag or an Accept-Language header.
 * Hong Kong, Macau, Taiwan and "Hant" map to zh-TW; mainland, Singapore and "Hans" to zh-CN.
 */
export function matchLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const tags = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag && !Number.isNaN(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith("zh")) {
      if (/hant|-tw|-hk|-mo/.test(tag)) return "zh-TW";
      return "zh-CN";
    }
    if (tag.startsWith("en")) return "en-US";
  }
  return undefined;
}
