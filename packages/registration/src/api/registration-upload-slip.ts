import { registrationApiRoutes as routes, type FeeKind } from "@campus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { registrationApi } from "./registration-api";

/** Pays a fee by deposit slip: the bank's slip for the office to confirm. */
export function useUploadSlip() {
  const { request, key } = registrationApi.useRequest();
  const queryClient = useQueryClient();
  return async (applicationId: number, fee: FeeKind, file: File, signal: AbortSignal) => {
    const application = await request(
      routes.registrationUploadSlip,
      { application_id: applicationId, file, ...(fee === "registration" ? { fee } : {}) },
      { signal },
    );
    void queryClient.invalidateQueries({ queryKey: key("application") });
    void queryClient.invalidateQueries({ queryKey: key("applications") });
    return application;
  };
}
