import { useRuntime } from "@campus/core";
import { useCallback } from "react";
import { useStore } from "zustand";
import { SCHOOL_CODE_PARAM } from "../routing/library-guard";

type Params = Record<string, string | number | undefined | null>;

/**
 * Builds a library address that already names the school (`xschoolCode`), so following a
 * link never needs the guard's extra hop to add it.
 */
export function useLibraryLink() {
  const runtime = useRuntime();
  const code = useStore(runtime.school, (s) => s.code);
  return useCallback(
    (path: string, params: Params = {}) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
      }
      if (code) search.set(SCHOOL_CODE_PARAM, code);
      const query = search.toString();
      return query ? `${path}?${query}` : path;
    },
    [code],
  );
}
