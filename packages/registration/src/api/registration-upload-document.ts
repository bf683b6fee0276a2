import { registrationApiRoutes as routes } from "@campus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { registrationApi } from "./registration-api";

/** Attaches one document to an application (replacing the one of that code). */
export function useUploadDocument() {
  const { request, key } = registrationApi.useRequest();
  const queryClient = useQueryClient();
  return async (applicationId: number, code: string, file: File, signal: AbortSignal) => {
    const stored = await request(
      routes.registrationUploadDocument,
      { application_id: applicationId, document_code: code, file },
      { signal },
    );
    void queryClient.invalidateQueries({ queryKey: key("application") });
    return stored;
  };
}
