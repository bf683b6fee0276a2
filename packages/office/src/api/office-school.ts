import { officeApiRoutes as routes } from "@campus/contract";
import { officeApi } from "./office-api";

/** The school's profile: its code, names and region. */
export const useOfficeSchool = () =>
  officeApi.useEndpointQuery(routes.officeSchool, {}, { key: ["school"] });

/** Keeps a picture for the school's logo; the profile's save makes it the logo. */
export function useOfficeUploadLogo() {
  const { request } = officeApi.useRequest();
  return (file: File, signal: AbortSignal) =>
    request(routes.officeUploadLogo, { file }, { signal });
}

/** Saves the school's profile: the profile and the audit log are stale. */
export const useOfficeSaveSchool = () =>
  officeApi.useEndpointMutation(routes.officeSaveSchool, (key) => [key("school"), key("audit")]);
