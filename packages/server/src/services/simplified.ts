import type { Locale } from "@campus/contract";
import { Converter } from "opencc-js/t2cn";

/*
 * Simplified Chinese for names a school types in Traditional script (an ECA category, prize,
 * tag, trait or event): a zh-CN reader sees 与工作有关的经验, not 與工作有關的經驗. OpenCC's
 * Hong Kong-to-mainland tables (opencc-js, server only: 109 kB, nothing in the client) convert
 * phrase by phrase (頭髮 → 头发, 乾淨 → 干净), which a character table gets wrong. People's names
 * are never converted: they are written as their owners write them.
 */

const convert = Converter({ from: "hk", to: "cn" });
const known = new Map<string, string>();
const KNOWN_MAX = 5_000;

/** `zh` in Simplified script; remembered, since the same few hundred names come back all day. */
export function simplified(zh: string): string {
  const hit = known.get(zh);
  if (hit !== undefined) return hit;
  const cn = convert(zh);
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(zh, cn);
  return cn;
}

/**
 * A managed name as answers carry it: `name_cn` is the school's own Simplified form where the
 * office wrote one, the Chinese name converted otherwise.
 */
export function withSimplified<T extends { name_zh: string; name_cn?: string | null }>(
  named: T,
): Omit<T, "name_cn"> & { name_cn: string } {
  return { ...named, name_cn: named.name_cn || simplified(named.name_zh) };
}

/**
 * A name in the reader's language, as the client's `nameOf` picks it: English for en-US, the
 * Simplified form for zh-CN where the name has one (a person's name has none), else the Chinese.
 */
export function nameFor(
  locale: Locale,
  named: { name_zh: string; name_cn?: string | null; name_en: string },
): string {
  if (locale === "en-US") return named.name_en || named.name_zh;
  if (locale === "zh-CN" && named.name_cn) return named.name_cn;
  return named.name_zh || named.name_en;
}
