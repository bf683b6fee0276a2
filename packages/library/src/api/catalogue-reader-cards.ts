import { libraryCatalogueApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** The school's classes, and a class's students as library cards (asked only for cards). */
export function useReaderCards(className: string | undefined, enabled: boolean) {
  return libraryApi.useEndpointQuery(
    libraryCatalogueApiRoutes.catalogueReaderCards,
    className ? { class_name: className } : {},
    { key: ["desk", "cards", className ?? ""], enabled },
  );
}
