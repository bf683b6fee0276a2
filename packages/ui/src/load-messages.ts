import type { Locale } from "@campus/contract";
import { mergeMessages, type MessageLoader, type Messages } from "@campus/core";

/*
 * The design system's texts in one language, fetched on demand: each language is one module
 * that gathers every component folder's file (adding a component never means editing a shared
 * file), and the build puts it in that language's chunk. One loader per language rather than
 * one per folder: the loaders themselves were ~10 kB of the entry.
 */
const byLocale: Record<Locale, () => Promise<{ default: Messages[] }>> = {
  "zh-TW": () => import("./messages-zh-TW"),
  "zh-CN": () => import("./messages-zh-CN"),
  "en-US": () => import("./messages-en-US"),
};

/** The design system's texts in one language. */
export const loadUiMessages: MessageLoader = async (locale) =>
  mergeMessages((await byLocale[locale]()).default, locale);
