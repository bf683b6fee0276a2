import { libraryCatalogueApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Keeps a picture for a book's cover; the book's save makes it the cover. */
export function useCatalogueUploadCover() {
  const { request } = libraryApi.useRequest();
  return (file: File, signal: AbortSignal) =>
    request(libraryCatalogueApiRoutes.catalogueUploadCover, { file }, { signal });
}
