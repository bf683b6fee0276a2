import { libraryFeature } from "./library/feature";
import type { ServerFeature } from "./server-feature";
import { calendarFeature } from "./calendar/feature";
import { registrationFeature } from "./registration/feature";
import { ecaFeature } from "./eca/feature";
import { officeFeature } from "./office/feature";
import { manualFeature } from "./manual/feature";
import { noticesFeature } from "./notices/feature";
import { attendanceFeature } from "./attendance/feature";
import { feesFeature } from "./fees/feature";

/**
 * Every feature the server serves. Adding a feature is one line here; the app registers its
 * routes, the demo seed and the test app read its seed and tables from this list.
 */
export const SERVER_FEATURES: readonly ServerFeature[] = [
  libraryFeature,
  calendarFeature,
  registrationFeature,
  ecaFeature,
  officeFeature,
  manualFeature,
  noticesFeature,
  attendanceFeature,
  feesFeature,
];
