import { loadContractMessages, type Locale } from "@campus/contract";
import { useEffect, useState } from "react";

export type Messages = Record<string, string>;

/**
 * One package's texts in one language, loaded on demand (a dynamic import per language), so
 * a page downloads only the language it shows and fetches another when the user switches.
 */
export type MessageLoader = (locale: Locale) => Promise<Messages>;

/** Core's own texts plus the contract's validation and API error texts. */
export const loadCoreMessages: MessageLoader = async (locale) => {
  const [contract, core] = await Promise.all([
    loadContractMessages(locale),
    coreLoaders[locale]().then((m) => m.default),
  ]);
  return { ...contract, ...core };
};

const coreLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  "zh-TW": () => import("../messages/zh-TW.json"),
  "zh-CN": () => import("../messages/zh-CN.json"),
  "en-US": () => import("../messages/en-US.json"),
};

/**
 * Merges one language's texts of several packages. Ids are namespaced per package; two packages
 * defining the same id differently is a mistake, reported rather than silently overwritten.
 */
export function mergeMessages(parts: readonly Messages[], locale: string): Messages {
  const merged: Messages = {};
  for (const part of parts) {
    for (const [id, text] of Object.entries(part)) {
      // Texts may arrive precompiled (syntax trees, see vite.shared.ts): compare them as data.
      if (id in merged && JSON.stringify(merged[id]) !== JSON.stringify(text)) {
        throw new Error(`message id defined twice with different text: ${id} (${locale})`);
      }
      merged[id] = text;
    }
  }
  return merged;
}

const loaderIds = new WeakMap<MessageLoader, number>();
let nextLoaderId = 1;
const loaded = new Map<string, Messages>();
const pending = new Map<string, Promise<Messages>>();

function cacheKey(loaders: readonly MessageLoader[], locale: Locale): string {
  const ids = loaders.map((loader) => {
    let id = loaderIds.get(loader);
    if (id === undefined) loaderIds.set(loader, (id = nextLoaderId++));
    return id;
  });
  return `${locale}:${ids.join(",")}`;
}

/** The merged texts of `loaders` in `locale`, each language fetched once per page. */
export function loadMessages(loaders: readonly MessageLoader[], locale: Locale): Promise<Messages> {
  const key = cacheKey(loaders, locale);
  const done = loaded.get(key);
  if (done) return Promise.resolve(done);
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all(loaders.map((load) => load(locale))).then((parts) => {
      const messages = mergeMessages(parts, locale);
      loaded.set(key, messages);
      return messages;
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * The texts for `locale`, or null until the first language has arrived. While another language
 * loads, the previous one stays on screen: switching never blanks the page.
 */
export function useMessages(loaders: readonly MessageLoader[], locale: Locale): Messages | null {
  const key = cacheKey(loaders, locale);
  const [state, setState] = useState<{ key: string; messages: Messages } | null>(() => {
    const ready = loaded.get(key);
    return ready ? { key, messages: ready } : null;
  });
  const ready = loaded.get(key);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadMessages(loaders, locale).then(
      (messages) => live && setState({ key, messages }),
      // A language that fails to load keeps the one on screen; the next switch tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `key` names the loaders and the locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);
  return ready ?? state?.messages ?? null;
}
