import { browserSessionStorage, createNamespacedStorage } from "@campus/core";
import { createStore } from "zustand/vanilla";
import {
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  hrefOf,
  openTab,
  tabKey,
  type PageTab,
  type TabsState,
} from "./page-tabs-model";

const storage = createNamespacedStorage(browserSessionStorage());
const KEY = "pageTabs";

export interface PageTabsStore extends TabsState {
  /** Shows the tab for a location, opening one for its page if none is open. */
  open(location: string, title: string): void;
  close(key: string): string;
  closeLeft(key: string): string;
  closeRight(key: string): string;
  closeAll(home: PageTab): string;
  reset(): void;
}

interface SavedTabs {
  tabs: (Omit<PageTab, "href"> & { href?: string })[];
  active: string;
}

/**
 * Tabs saved by an earlier version were keyed by the full location and had no `href`: one tab
 * per page from them, each leading where it last did.
 */
function restore(saved: SavedTabs | undefined): TabsState {
  if (!saved) return { tabs: [], active: "" };
  let tabs: PageTab[] = [];
  for (const tab of saved.tabs)
    tabs = openTab(tabs, { key: tabKey(tab.key), href: tab.href ?? tab.key, title: tab.title });
  return { tabs, active: tabKey(saved.active) };
}

/**
 * The portal's open pages, kept in session storage so they survive a reload within the
 * session. Each close action answers the location that should be shown next.
 */
export const pageTabsStore = createStore<PageTabsStore>()((set, get) => {
  const apply = (next: TabsState) => {
    storage.set(KEY, next);
    set(next);
    return hrefOf(next.tabs, next.active);
  };
  return {
    ...restore(storage.get<SavedTabs>(KEY)),
    open(location, title) {
      const { tabs, active } = get();
      const key = tabKey(location);
      const next = openTab(tabs, { key, href: location, title });
      // Revisiting the active page changes nothing, and must not notify (no render loop).
      if (next !== tabs || active !== key) apply({ tabs: next, active: key });
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
