import { officeApiRoutes as routes } from "@campus/contract";
import { officeApi } from "./office-api";

/** The school's profile: its code, names and region. */
export const useOfficeSchool = () =>
  officeApi.useEndpointQuery(routes.officeSchool, {}, { key: ["school"] });

/** Saves the school's names and region: the profile and the audit log are stale. */
export const useOfficeSaveSchool = () =>
  officeApi.useEndpointMutation(routes.officeSaveSchool, (key) => [key("school"), key("audit")]);
