import type { Locale } from "@campus/contract";
import { mergeMessages, type MessageLoader, type Messages } from "@campus/core";

type Loaders = Record<string, () => Promise<Messages>>;

/*
 * Each component folder's texts in one language, fetched on demand. Globs are literal per
 * language, so each language is its own set of chunks (the build merges them into one).
 */
const byLocale: Record<Locale, Loaders> = {
  "zh-TW": import.meta.glob<Messages>("./**/messages/zh-TW.json", { import: "default" }),
  "zh-CN": import.meta.glob<Messages>("./**/messages/zh-CN.json", { import: "default" }),
  "en-US": import.meta.glob<Messages>("./**/messages/en-US.json", { import: "default" }),
};

/** The design system's texts in one language. */
export const loadUiMessages: MessageLoader = async (locale) =>
  mergeMessages(await Promise.all(Object.values(byLocale[locale]).map((load) => load())), locale);
