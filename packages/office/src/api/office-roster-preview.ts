import { officeApiRoutes as routes } from "@campus/contract";
import { officeApi } from "./office-api";

/** A checked roster's preview, against the school as it is now (whole-school or not). */
export const useOfficeRosterPreview = (upload: number | null, full: boolean) =>
  officeApi.useEndpointQuery(
    routes.officeRosterPreview,
    { upload: upload ?? 0, full },
    { key: ["roster", upload, full], enabled: upload !== null },
  );
