import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";

/** Sends one certificate photo (the submission names it); removing it while it goes aborts it. */
export function useUploadCertificate() {
  const { request } = ecaApi.useRequest();
  return (file: File, signal: AbortSignal) =>
    request(routes.ecaUploadCertificate, { file }, { signal });
}
