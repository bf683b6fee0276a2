import { createFeatureApi } from "@campus/core";

/**
 * The feature's calls: answers sit under `["notices", schoolId]`, `mine` for a family's own
 * notices and `office` for the school's.
 */
export const noticesApi = createFeatureApi({ scope: "notices", extraBody: () => ({}) });
