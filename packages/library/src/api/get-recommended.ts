import { routes } from "@campus/contract";
import { useQuery } from "@tanstack/react-query";
import { useStore } from "zustand";
import { libraryKeys, useLibraryApi } from "./library-api";

/** Recommended reading: suited to the signed-in reader's age, else the most recommended. */
export function useRecommended(pageSize: number) {
  const { schoolId, request, runtime } = useLibraryApi();
  // The reader changes what is recommended: a child's age, or nobody.
  const readerKey = useStore(
    runtime.session,
    (s) => s.user?.child_user_id ?? s.user?.user_id ?? null,
  );
  return useQuery({
    queryKey: [...libraryKeys.mine(schoolId), "recommended", readerKey, pageSize],
    queryFn: () => request(routes.libraryRecommend, { pageNum: 1, pageSize }),
  });
}
