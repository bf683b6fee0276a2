import { DEFAULT_LOCALE, isLocale, type Locale } from "@campus/contract";
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  browserLocalStorage,
  createNamespacedStorage,
  type NamespacedStorage,
} from "../storage/namespaced-storage";

export interface LocaleState {
  locale: Locale;
  /** Switches the interface language everywhere on the page and remembers it: the user's choice. */
  setLocale(locale: Locale): void;
  /**
   * A page's default language (an element's `lang`): applied unless the user chose a language
   * on this device, and not remembered, so the user's own choice always wins.
   */
  suggest(locale: Locale): void;
}

export type LocaleStore = StoreApi<LocaleState>;

/** zh-TW (spec §9) unless the user chose another language on this device. */
export function createLocaleStore(storage?: NamespacedStorage): LocaleStore {
  const area = storage ?? createNamespacedStorage(browserLocalStorage());
  const saved = area.get<string>("lang");
  return createStore<LocaleState>()((set, get) => ({
    locale: isLocale(saved) ? saved : DEFAULT_LOCALE,
    setLocale(locale) {
      area.set("lang", locale);
      set({ locale });
    },
    suggest(locale) {
      if (!isLocale(area.get<string>("lang")) && locale !== get().locale) set({ locale });
    },
  }));
}

let shared: LocaleStore | undefined;

export function getLocaleStore(): LocaleStore {
  shared ??= createLocaleStore();
  return shared;
}
