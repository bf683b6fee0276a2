/**
 * The multi-tab page tabs (spec §2): every visited page opens a tab; tabs can be closed one by
 * one, to the left, to the right, or all; the last tab cannot be closed. Pure functions over
 * the list, so the rules are tested on their own; the store persists the list per session.
 */
export interface PageTab {
  /** The full location (path + query): two book details are two tabs. */
  key: string;
  /** Message id of the title. */
  title: string;
}

export interface TabsState {
  tabs: PageTab[];
  /** What to show after the change: the active key, unchanged unless the active tab closed. */
  active: string;
}

/** Adds a tab, or renames the one already open for that location; unchanged, the same list. */
export function openTab(tabs: PageTab[], tab: PageTab): PageTab[] {
  const open = tabs.find((t) => t.key === tab.key);
  if (!open) return [...tabs, tab];
  if (open.title === tab.title) return tabs;
  return tabs.map((t) => (t.key === tab.key ? tab : t));
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
