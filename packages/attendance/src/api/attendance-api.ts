import { createFeatureApi } from "@campus/core";

/**
 * The feature's calls: answers sit under `["attendance", schoolId]`, `mine` for the family's
 * own (the child's month and leave) and `class` for what a class teacher keeps.
 */
export const attendanceApi = createFeatureApi({ scope: "attendance", extraBody: () => ({}) });
