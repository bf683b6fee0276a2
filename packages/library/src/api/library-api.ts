import { createFeatureApi } from "@campus/core";

/**
 * The library's calls: every one carries the school (spec §7: "each with schoolId added"),
 * taken from the school the route guard looked up. Answers sit under `["library", schoolId]`:
 * `catalogue` (books, facets, rankings), `reviews`, `mine` (the reader's own records) and
 * `desk` (staff); a change makes stale what it touches by prefix.
 */
export const libraryApi = createFeatureApi({
  scope: "library",
  extraBody: (school) => ({ schoolId: school.id }),
});
