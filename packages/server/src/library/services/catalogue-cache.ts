import { announceChange, onChange } from "../../db/changes";
import type { Db } from "../../db/database";

/**
 * Figures that change only when the catalogue changes — book counts per category, facet
 * lists, totals of a keyword or facet combination — kept per database for a few minutes.
 * Books are added by the library's import (the seed here), not through the API; what the API
 * changes (a copy leaving the stock, the rules) calls `catalogueChanged`, which every instance
 * on the same PostgreSQL hears of (db/changes.ts); the import writes the database directly, so
 * a running server sees its books within the time to live. Anything that moves with
 * circulation (availability, reservations) is never cached.
 */
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** The cached value for the key, or the loaded one (one load at a time per key). */
export function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) {
    // Oldest first: a Map iterates in insertion order.
    for (const k of [...cache.keys()].slice(0, MAX_ENTRIES / 10)) cache.delete(k);
  }
  const value = load();
  cache.set(key, { value, expires: now + TTL_MS });
  value.catch(() => cache.delete(key));
  return value;
}

onChange("library.catalogue", (db, schoolId) => {
  const cache = caches.get(db);
  if (!cache) return;
  if (schoolId === null) cache.clear();
  else for (const key of cache.keys()) if (key.startsWith(`${schoolId}|`)) cache.delete(key);
});

/** Forgets a school's cached figures, on every instance, after a change to its stock or books. */
export function catalogueChanged(db: Db, schoolId: number): void {
  announceChange(db, "library.catalogue", schoolId);
}
