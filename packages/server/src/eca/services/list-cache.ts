import type { Db } from "../../db/database";

/*
 * The event list's pages, kept per school in this process and dropped whole on any ECA write
 * of the school (routes.ts wraps every write). Teachers page through the same few lists all
 * day; a page costs PGlite several statements of ~1 ms overhead each, and at 20 connections the
 * queue, not the query, made the p95 (README, Benchmark). One server process owns its cache, as
 * the calendar's school year (calendar/services/school-year.ts): a second process would see a
 * change once its own copy is dropped — the deployment runs one.
 */

const PAGES_PER_SCHOOL = 500;

const cache = new WeakMap<Db, Map<number, Map<string, Promise<unknown>>>>();

/** The page under `key`, read once until the school's next ECA write. */
export function cachedPage<T>(db: Db, schoolId: number, key: string, read: () => Promise<T>) {
  let schools = cache.get(db);
  if (!schools) cache.set(db, (schools = new Map()));
  let pages = schools.get(schoolId);
  if (!pages) schools.set(schoolId, (pages = new Map()));
  const known = pages.get(key) as Promise<T> | undefined;
  if (known) return known;
  // Oldest first out when full (a Map keeps insertion order).
  if (pages.size >= PAGES_PER_SCHOOL) pages.delete(pages.keys().next().value!);
  const reading = read();
  pages.set(key, reading);
  const mine = pages;
  reading.catch(() => mine.delete(key));
  return reading;
}

/**
 * Drops the school's pages: a read already under way belongs to the dropped set and is never
 * served again.
 */
export function forgetEcaPages(db: Db, schoolId: number) {
  cache.get(db)?.delete(schoolId);
}
