import { registrationApiRoutes as routes, ResultCode } from "@campus/contract";
import type { ApiFailure } from "@campus/core";
import { registrationApi } from "./registration-api";

/** No school by that code (or not a code at all): the page says so itself, no toast. */
const isNoSchool = (failure: ApiFailure) =>
  failure.kind === "envelope" &&
  (failure.code === ResultCode.notFound || failure.code === ResultCode.badRequest);

/** What the school takes applications for: intake, window, fees, classes, documents. */
export function useRegistrationSchool(schoolCode: string | null) {
  return registrationApi.useEndpointQuery(
    routes.registrationSchool,
    { school_code: schoolCode ?? "" },
    { key: ["school"], enabled: schoolCode !== null, staleTime: 5 * 60_000, silent: isNoSchool },
  );
}
