/**
 * The multi-tab page tabs (spec §2): every visited page opens a tab; tabs can be closed one by
 * one, to the left, to the right, or all; the last tab cannot be closed. Pure functions over
 * the list, so the rules are tested on their own; the store persists the list per session.
 */
export interface PageTab {
  /**
   * The page's path: one tab per page. A query change (next page, another ranking, another
   * search) is the same page showing something else, so it moves the tab rather than adding
   * one — tabs all titled 分類瀏覽 could not be told apart (issue 9, item 1).
   */
  key: string;
  /** Where the tab leads: the page's last location, path + query. */
  href: string;
  /** Message id of the title. */
  title: string;
}

export interface TabsState {
  tabs: PageTab[];
  /** What to show after the change: the active key, unchanged unless the active tab closed. */
  active: string;
}

/**
 * Adds a tab, or moves and renames the one already open for that page; unchanged, the same
 * list.
 */
export function openTab(tabs: PageTab[], tab: PageTab): PageTab[] {
  const open = tabs.find((t) => t.key === tab.key);
  if (!open) return [...tabs, tab];
  if (open.title === tab.title && open.href === tab.href) return tabs;
  return tabs.map((t) => (t.key === tab.key ? tab : t));
}

/** Error pages say what went wrong where the user was: they open no tab (none pile up). */
const NO_TAB = new Set(["/403", "/404", "/500"]);

/** Whether visiting `path` opens (or moves) a page tab. */
export function opensTab(path: string): boolean {
  return !NO_TAB.has(path);
}

/** The page's path in a location (path + query + hash): the key of its tab. */
export function tabKey(location: string): string {
  return location.replace(/[?#].*$/, "");
}

/** Where the tab for `key` leads; the key itself when no such tab is open. */
export function hrefOf(tabs: PageTab[], key: string): string {
  return tabs.find((t) => t.key === key)?.href ?? key;
}

export function canClose(tabs: PageTab[]): boolean {
  return tabs.length > 1;
}

/** Closes one tab; if it was active, its right neighbour (else its left) becomes active. */
export function closeTab(state: TabsState, key: string): TabsState {
  const { tabs, active } = state;
  if (!canClose(tabs)) return state;
  const index = tabs.findIndex((t) => t.key === key);
  if (index === -1) return state;
  const rest = tabs.filter((t) => t.key !== key);
  if (key !== active) return { tabs: rest, active };
  const next = rest[index] ?? rest[index - 1] ?? rest[0]!;
  return { tabs: rest, active: next.key };
}

/** Closes the tabs left of `key`; `key` becomes active if the active tab was among them. */
export function closeLeft(state: TabsState, key: string): TabsState {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index <= 0) return state;
  const tabs = state.tabs.slice(index);
  return { tabs, active: tabs.some((t) => t.key === state.active) ? state.active : key };
}

export function closeRight(state: TabsState, key: string): TabsState {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index === -1 || index === state.tabs.length - 1) return state;
  const tabs = state.tabs.slice(0, index + 1);
  return { tabs, active: tabs.some((t) => t.key === state.active) ? state.active : key };
}

/** Closes every tab but one: the home page's, which becomes active. */
export function closeAll(_state: TabsState, home: PageTab): TabsState {
  return { tabs: [home], active: home.key };
}
