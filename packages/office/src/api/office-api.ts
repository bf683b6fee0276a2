import { createFeatureApi } from "@campus/core";

/** The console's calls: answers sit under `["office", schoolId]`. */
export const officeApi = createFeatureApi({ scope: "office", extraBody: () => ({}) });
