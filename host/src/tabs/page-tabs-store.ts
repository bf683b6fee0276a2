import { browserSessionStorage, createNamespacedStorage } from "@campus/core";
import { createStore } from "zustand/vanilla";
import {
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  openTab,
  type PageTab,
  type TabsState,
} from "./page-tabs-model";

const storage = createNamespacedStorage(browserSessionStorage());
const KEY = "pageTabs";

export interface PageTabsStore extends TabsState {
  open(tab: PageTab): void;
  close(key: string): string;
  closeLeft(key: string): string;
  closeRight(key: string): string;
  closeAll(home: PageTab): string;
  reset(): void;
}

/**
 * The portal's open pages, kept in session storage so they survive a reload within the
 * session. Each close action answers the key that should be shown next.
 */
export const pageTabsStore = createStore<PageTabsStore>()((set, get) => {
  const saved = storage.get<TabsState>(KEY);
  const apply = (next: TabsState) => {
    storage.set(KEY, next);
    set(next);
    return next.active;
  };
  return {
    tabs: saved?.tabs ?? [],
    active: saved?.active ?? "",
    open(tab) {
      const { tabs, active } = get();
      const next = openTab(tabs, tab);
      // Revisiting the active page changes nothing, and must not notify (no render loop).
      if (next !== tabs || active !== tab.key) apply({ tabs: next, active: tab.key });
    },
    close: (key) => apply(closeTab(get(), key)),
    closeLeft: (key) => apply(closeLeft(get(), key)),
    closeRight: (key) => apply(closeRight(get(), key)),
    closeAll: (home) => apply(closeAll(get(), home)),
    reset() {
      storage.remove(KEY);
      set({ tabs: [], active: "" });
    },
  };
});
