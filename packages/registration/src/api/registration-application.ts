import { registrationApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** One application whole: form, documents, state (when there is one to read). */
export function useApplication(id: number | null) {
  return registrationApi.useEndpointQuery(
    routes.registrationApplication,
    { id: id ?? 0 },
    // Money moves elsewhere (a payment in another tab, the office confirming a slip): a tab
    // the family comes back to asks again, never showing "unpaid" with pay buttons once paid.
    { key: ["application"], enabled: id !== null, refetchOnWindowFocus: "always" },
  );
}
