import type { CampusFeature } from "@campus/core";
import { libraryFeature } from "@campus/library";
import { calendarFeature } from "@campus/calendar";
import { registrationOfficeFeature } from "@campus/registration";
import { ecaFeature } from "@campus/eca";
import { manualFeature } from "@campus/manual";
import { officeFeature } from "@campus/office";
import { noticesFeature } from "@campus/notices";
import { attendanceFeature } from "@campus/attendance";
import { feesFeature } from "@campus/fees";

/**
 * The features the portal mounts (each one's `src/feature.ts`): their pages, routes, guards and
 * texts. Mounting a feature is one line here. Only the signed-in side imports this list, so the
 * sign-in page carries none of it.
 */
export const FEATURES: readonly CampusFeature[] = [
  libraryFeature,
  calendarFeature,
  registrationOfficeFeature,
  ecaFeature,
  manualFeature,
  officeFeature,
  noticesFeature,
  attendanceFeature,
  feesFeature,
];
