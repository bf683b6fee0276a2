import type { Locale } from "@campus/contract";
import { mergeCatalogues, type Catalogue } from "@campus/core";

/**
 * Each component folder owns its messages (`<component>/messages/<locale>.json`); they are
 * gathered here at build time, so adding a component never means editing a shared file.
 */
const files = import.meta.glob<Record<string, string>>("./**/messages/*.json", {
  eager: true,
  import: "default",
});

function gather(): Catalogue {
  const folders = new Map<string, Catalogue>();
  for (const [path, messages] of Object.entries(files)) {
    const match = /^(.*)\/messages\/(zh-TW|zh-CN|en-US)\.json$/.exec(path);
    if (!match) continue;
    const [, folder = "", locale] = match;
    const catalogue = folders.get(folder) ?? { "zh-TW": {}, "zh-CN": {}, "en-US": {} };
    catalogue[locale as Locale] = messages;
    folders.set(folder, catalogue);
  }
  return mergeCatalogues(...folders.values());
}

/**
 * The design system's message ids: each component folder's `ui.<component>.*` (their files are
 * gathered at build time, so the type names the namespace rather than listing every id).
 */
export type UiMessageId = `ui.${string}`;

/** Every message of the design system, merged. */
export const uiMessages: Catalogue = gather();
