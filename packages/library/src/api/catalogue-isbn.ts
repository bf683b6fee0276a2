import { libraryCatalogueApiRoutes, type IsbnLookup } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Looks an ISBN up before a book is added: its 13 digits and the book that has it already. */
export function useCatalogueIsbn(): (isbn: string) => Promise<IsbnLookup> {
  const { request } = libraryApi.useRequest();
  return (isbn) =>
    request(libraryCatalogueApiRoutes.catalogueIsbn, { isbn }, { silent: () => true });
}
