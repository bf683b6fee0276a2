import { ecaApiRoutes as routes } from "@campus/contract";
import { decideError, type ApiFailure } from "@campus/core";
import { ecaApi } from "./eca-api";

/*
 * Import by file: a workbook checked into a preview (its upload's progress reported), the
 * preview read again by its id (`eca-import.ts`), confirmed or undone (the events and the
 * history are stale), and the history (`eca-imports.ts`). The template and an import's files
 * come through the session (decision 0018, `eca-import-file.ts`).
 */

/**
 * The server's refusals (a changed header, an outdated preview) the page words itself beside
 * the file; an ended session, maintenance or a lost connection go the one error path.
 */
export const refusalsOnly = (failure: ApiFailure) =>
  decideError(failure, "portal").kind === "message";

/** Sends a workbook to be checked; `onProgress` hears how much of it has left the device. */
export function useCheckImport() {
  const { request } = ecaApi.useRequest();
  return (file: File, onProgress: (percent: number) => void, signal?: AbortSignal) =>
    request(
      routes.ecaImportCheck,
      { file },
      { onUploadProgress: onProgress, signal, silent: refusalsOnly },
    );
}
