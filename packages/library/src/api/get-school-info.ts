import { type SchoolLibrary, routes } from "@campus/contract";
import { useRuntime, type CampusRuntime } from "@campus/core";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useStore } from "zustand";

/**
 * `librarySchoolInfo`: looks a school up by code and remembers its code and id for the session (spec §2). Called
 * by the route guard before a library page renders, so it takes the runtime, not a hook.
 */
export async function enterSchool(
  runtime: CampusRuntime,
  queryClient: QueryClient,
  schoolCode: string,
): Promise<SchoolLibrary> {
  const school = await queryClient.fetchQuery({
    queryKey: ["library", "school", schoolCode],
    queryFn: () => runtime.api.request(routes.librarySchoolInfo, { body: { schoolCode } }),
    staleTime: 10 * 60_000,
  });
  runtime.school.getState().setSchool(school.code, school.id);
  return school;
}

/**
 * The library's rules for the school the pages are about (loan days, renewals, the renewal
 * window…), from the answer the route guard already fetched: none while it is not known.
 */
export function useLibraryRules() {
  const runtime = useRuntime();
  const code = useStore(runtime.school, (s) => s.code);
  return useQuery({
    queryKey: ["library", "school", code],
    queryFn: () => runtime.api.request(routes.librarySchoolInfo, { body: { schoolCode: code! } }),
    enabled: Boolean(code),
    staleTime: 10 * 60_000,
    select: (school) => school.rules,
  }).data;
}
