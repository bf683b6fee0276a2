import { ECA_IMPORT_PATH, ecaApiRoutes as routes } from "@campus/contract";
import { decideError, useSaveFile, type ApiFailure, type PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/*
 * Import by file: a workbook checked into a preview (its upload's progress reported), the
 * preview read again by its id, confirmed or undone (the events and the history are stale),
 * and the history. The template and an import's files come through the session (decision 0018).
 */

/**
 * The server's refusals (a changed header, an outdated preview) the page words itself beside
 * the file; an ended session, maintenance or a lost connection go the one error path.
 */
const refusalsOnly = (failure: ApiFailure) => decideError(failure, "portal").kind === "message";

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

/** One import with its preview. */
export const useEcaImport = (id: number | null) =>
  ecaApi.useEndpointQuery(
    routes.ecaImport,
    { id: id ?? 0 },
    { key: ["imports"], enabled: id !== null },
  );

/** One page of the school's imports, latest first. */
export const useEcaImports = ({ pageNum, pageSize, enabled }: PageArgs) =>
  ecaApi.useEndpointQuery(
    routes.ecaImports,
    { pageNum, pageSize },
    { key: ["imports", "history"], placeholderData: keepPreviousData, enabled },
  );

const written = (key: (...path: unknown[]) => readonly unknown[]) => [
  key("imports"),
  key("events"),
];

export const useConfirmImport = () =>
  ecaApi.useEndpointMutation(routes.ecaImportConfirm, written, { silent: refusalsOnly });
export const useUndoImport = () => ecaApi.useEndpointMutation(routes.ecaImportUndo, written);
/** A checked import never confirmed goes from the history (it wrote nothing). */
export const useDiscardImport = () =>
  ecaApi.useEndpointMutation(routes.ecaImportDiscard, (key) => [key("imports")]);

/** An import file's address under the API: the template, or an import's file or error report. */
export const importFilePath = (file: "template" | { id: number; part: "file" | "report" }) =>
  `${ECA_IMPORT_PATH}/${file === "template" ? "template" : `${file.id}/${file.part}`}`;

/** Downloads one of the import's files with the session and saves it under its own name. */
export const useSaveImportFile = useSaveFile;
