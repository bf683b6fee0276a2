import { DEFAULT_LOCALE, isLocale, type Locale } from "@campus/contract";
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  browserLocalStorage,
  createNamespacedStorage,
  type NamespacedStorage,
} from "../storage/namespaced-storage";

export interface LocaleState {
  locale: Locale;
  /** Switches the interface language everywhere on the page and remembers it. */
  setLocale(locale: Locale): void;
}

export type LocaleStore = StoreApi<LocaleState>;

/** zh-TW (spec §9) unless the user chose another language on this device. */
export function createLocaleStore(storage?: NamespacedStorage): LocaleStore {
  const area = storage ?? createNamespacedStorage(browserLocalStorage());
  const saved = area.get<string>("lang");
  return createStore<LocaleState>()((set) => ({
    locale: isLocale(saved) ? saved : DEFAULT_LOCALE,
    setLocale(locale) {
      area.set("lang", locale);
      set({ locale });
    },
  }));
}

let shared: LocaleStore | undefined;

export function getLocaleStore(): LocaleStore {
  shared ??= createLocaleStore();
  return shared;
}
