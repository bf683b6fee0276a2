import { createFeatureApi } from "@campus/core";

/** The ECA tracker's calls: answers sit under `["eca", schoolId, …]` (settings, events). */
export const ecaApi = createFeatureApi({ scope: "eca", extraBody: () => ({}) });
