import { libraryImportApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** The school's catalogue imports, latest first. */
export function useCatalogueImports({ pageNum, pageSize, enabled }: PageArgs) {
  return libraryApi.useEndpointQuery(
    libraryImportApiRoutes.catalogueImports,
    { pageNum, pageSize },
    { key: ["catalogue-admin", "imports"], placeholderData: keepPreviousData, enabled },
  );
}
