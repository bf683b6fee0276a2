import { createFeatureApi } from "@campus/core";

/** The feature's calls: answers sit under `["fees", schoolId]`, `mine` for the family's, `office` for the school office's. */
export const feesApi = createFeatureApi({ scope: "fees", extraBody: () => ({}) });
