import { useT } from "@campus/core";
import { useSearchParams, type UiMessageId } from "@campus/ui";
import { useLocation } from "wouter";
import { SearchBox } from "../../components/search-box";
import { useLibraryLink } from "../../components/use-library-link";
import { BookFinder } from "./book-finder";
import { filtersFrom } from "./book-filters";
import type { LibraryMessageId } from "../../messages/message-ids";

/**
 * Search results (spec §2 /library/searchresult, route name librarySearchResult): the keyword's
 * best matches first, narrowed by the same facets as the category page.
 */
export function SearchResultPage() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const link = useLibraryLink();
  const { keyword } = filtersFrom(params);
  return (
    <BookFinder
      header={
        <>
          <SearchBox
            key={keyword}
            defaultValue={keyword}
            onSearch={(next) => navigate(link("/library/searchresult", { keyword: next }))}
          />
          {!keyword && <p>{t("library.search.empty")}</p>}
        </>
      }
    />
  );
}
