import { type SchoolLibrary, librarySchoolApiRoutes } from "@campus/contract";
import type { CampusRuntime } from "@campus/core";
import type { QueryClient } from "@tanstack/react-query";

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
    queryFn: () =>
      runtime.api.request(librarySchoolApiRoutes.librarySchoolInfo, { body: { schoolCode } }),
    staleTime: 10 * 60_000,
  });
  runtime.school.getState().setSchool(school.code, school.id);
  return school;
}
