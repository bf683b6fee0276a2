import { librarySchoolApiRoutes } from "@campus/contract";
import { useRuntime } from "@campus/core";
import { useQuery } from "@tanstack/react-query";
import { useStore } from "zustand";

/**
 * The library's rules for the school the pages are about (loan days, renewals, the renewal
 * window…), from the answer the route guard already fetched: none while it is not known.
 */
export function useLibraryRules() {
  const runtime = useRuntime();
  const code = useStore(runtime.school, (s) => s.code);
  return useQuery({
    queryKey: ["library", "school", code],
    queryFn: () =>
      runtime.api.request(librarySchoolApiRoutes.librarySchoolInfo, {
        body: { schoolCode: code! },
      }),
    enabled: Boolean(code),
    staleTime: 10 * 60_000,
    select: (school) => school.rules,
  }).data;
}
