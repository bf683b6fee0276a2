import { createFeatureApi } from "@campus/core";

/**
 * Registration's calls. Answers sit under `["registration", schoolId]`: `school` (what a school
 * takes applications for), `applications` (my history) and `application` (one whole). The
 * school code travels in each body: it is registration's own (session storage), not the
 * library's school.
 */
export const registrationApi = createFeatureApi({ scope: "registration", extraBody: () => ({}) });
