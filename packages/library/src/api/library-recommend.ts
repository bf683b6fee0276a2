import { libraryApiRoutes } from "@campus/contract";
import { useRuntime } from "@campus/core";
import { useStore } from "zustand";
import { libraryApi } from "./library-api";

/** Recommended reading: suited to the signed-in reader's age, else the most recommended. */
export function useLibraryRecommend(pageSize: number) {
  // The reader changes what is recommended: a child's age, or nobody.
  const reader = useStore(
    useRuntime().session,
    (s) => s.user?.child_user_id ?? s.user?.user_id ?? null,
  );
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.libraryRecommend,
    { pageNum: 1, pageSize },
    { key: ["mine", "recommended", reader] },
  );
}
