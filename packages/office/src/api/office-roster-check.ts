import { decideError, type ApiFailure } from "@campus/core";
import { officeApiRoutes as routes } from "@campus/contract";
import { officeApi } from "./office-api";

/**
 * The server's refusals of the file (not a roster, a missing column) the page words itself
 * beside the file; an ended session, maintenance or a lost connection go the one error path.
 */
export const refusalsOnly = (failure: ApiFailure) =>
  decideError(failure, "portal").kind === "message";

/** Sends a roster file to be checked; `onProgress` hears how much of it has left the device. */
export function useOfficeRosterCheck() {
  const { request } = officeApi.useRequest();
  return (
    { file, full }: { file: File; full: boolean },
    onProgress: (percent: number) => void,
    signal?: AbortSignal,
  ) =>
    request(
      routes.officeRosterCheck,
      { file, full },
      { onUploadProgress: onProgress, signal, silent: refusalsOnly },
    );
}
