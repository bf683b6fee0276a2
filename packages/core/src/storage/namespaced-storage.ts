/** Local storage keys use a namespace prefix (spec §9). */
export const STORAGE_PREFIX = "campus:";
/** Where a tab keeps what a person was typing (forms' drafts): forgotten when they sign out. */
export const DRAFT_PREFIX = `${STORAGE_PREFIX}draft:`;

interface Stored<T> {
  v: T;
  /** Expiry, ms since the epoch; absent when the value does not expire. */
  e?: number;
}

export interface NamespacedStorage {
  get<T>(key: string): T | undefined;
  /** Stores a value; with `ttlMs` it reads as absent (and is removed) once that time has passed. */
  set<T>(key: string, value: T, ttlMs?: number): void;
  remove(key: string): void;
  /** The key as written to the underlying storage, for matching `storage` events. */
  fullKey(key: string): string;
}

export interface NamespacedStorageOptions {
  prefix?: string;
  now?: () => number;
}

function memoryArea(): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/**
 * JSON values under a prefix, with optional expiry. Storage that is missing (no window),
 * full or blocked (private mode) degrades to memory rather than throwing into the UI.
 */
export function createNamespacedStorage(
  area: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined,
  { prefix = STORAGE_PREFIX, now = Date.now }: NamespacedStorageOptions = {},
): NamespacedStorage {
  const fallback = memoryArea();
  const target = area ?? fallback;
  const fullKey = (key: string) => prefix + key;

  function read(key: string): string | null {
    try {
      return target.getItem(fullKey(key));
    } catch {
      return fallback.getItem(fullKey(key));
    }
  }

  function remove(key: string) {
    try {
      target.removeItem(fullKey(key));
    } catch {
      // Blocked storage: nothing was written there either.
    }
    fallback.removeItem(fullKey(key));
  }

  return {
    fullKey,
    remove,
    get<T>(key: string): T | undefined {
      const raw = read(key);
      if (raw === null) return undefined;
      try {
        const stored = JSON.parse(raw) as Stored<T>;
        if (typeof stored !== "object" || stored === null || !("v" in stored)) return undefined;
        if (stored.e !== undefined && stored.e <= now()) {
          remove(key);
          return undefined;
        }
        return stored.v;
      } catch {
        return undefined;
      }
    },
    set<T>(key: string, value: T, ttlMs?: number) {
      const stored: Stored<T> = ttlMs === undefined ? { v: value } : { v: value, e: now() + ttlMs };
      const raw = JSON.stringify(stored);
      try {
        target.setItem(fullKey(key), raw);
      } catch {
        fallback.setItem(fullKey(key), raw);
      }
    },
  };
}

/** The browser's local storage, or undefined outside a browser. */
export function browserLocalStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The browser's session storage, or undefined outside a browser. */
export function browserSessionStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Forgets every draft this tab keeps (`DRAFT_PREFIX`): on signing out, no child's details or
 * half-typed words stay behind on a shared phone. An ended session keeps them (typing is not
 * lost to a time-out); only a person's own sign-out calls this.
 */
export function forgetDrafts(area: Storage | undefined = browserSessionStorage()): void {
  if (!area) return;
  try {
    const keys = Array.from({ length: area.length }, (_, i) => area.key(i));
    for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) area.removeItem(key);
  } catch {
    // Blocked storage holds nothing of ours.
  }
}
