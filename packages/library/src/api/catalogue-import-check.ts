import { libraryImportApiRoutes } from "@campus/contract";
import { decideError, type ApiFailure } from "@campus/core";
import { libraryApi } from "./library-api";

/** A refusal (the file's problem) is the page's to show beside the upload; the rest the one path. */
export const refusalsOnly = (failure: ApiFailure) =>
  decideError(failure, "library").kind === "message";

/** Sends a catalogue file to be checked (its progress told); answers the preview. */
export function useCatalogueImportCheck() {
  const { request } = libraryApi.useRequest();
  return (
    { file, categoryId }: { file: File; categoryId: number },
    onProgress: (percent: number) => void,
    signal?: AbortSignal,
  ) =>
    request(
      libraryImportApiRoutes.catalogueImportCheck,
      { file, category_id: categoryId },
      { onUploadProgress: onProgress, signal, silent: refusalsOnly },
    );
}
