import type { Locale } from "@campus/contract";
import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { MANUAL_PAGES, type ManualDoc, type ManualPageId } from "../content/doc";
import { loadManualDoc } from "../content/load-doc";
import { sectionsOf, type ManualSection } from "../content/search";

/**
 * Where the pages come from: their chunks (load-doc.ts). A story puts a failing connection in
 * front of them (`ManualSource`) to show what a reader sees when a page does not arrive.
 */
export const ManualSource = createContext(loadManualDoc);

interface Loaded<T> {
  data?: T;
  error?: unknown;
  retry: () => void;
}

function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown }>({ key });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
    // `load` follows `key`: a new key is a new load.
  }, [key, attempt]);
  const retry = useCallback(() => {
    setState({ key });
    setAttempt((n) => n + 1);
  }, [key]);
  return state.key === key ? { data: state.data, error: state.error, retry } : { retry };
}

/** One page of the manual in the reader's language. */
export function useManualDoc(page: ManualPageId, locale: Locale): Loaded<ManualDoc> {
  const load = useContext(ManualSource);
  return useLoaded(() => load(page, locale), `${page}.${locale}`);
}

/** Every section of the manual in the reader's language: what the search reads. */
export function useManualSections(locale: Locale): Loaded<ManualSection[]> {
  const load = useContext(ManualSource);
  return useLoaded(
    () =>
      Promise.all(
        MANUAL_PAGES.map((page) => load(page, locale).then((doc) => sectionsOf(page, doc))),
      ).then((pages) => pages.flat()),
    locale,
  );
}
