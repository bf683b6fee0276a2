import { useIntl } from "@campus/core";
import { useNavigate, useSearchParams } from "react-router";
import { SearchBox } from "../../components/search-box";
import { useLibraryLink } from "../../components/use-library-link";
import { BookFinder } from "./book-finder";
import { filtersFrom } from "./book-filters";

/**
 * Search results (spec §2 /library/searchresult, route name librarySearchResult): the keyword's
 * best matches first, narrowed by the same facets as the category page.
 */
export function SearchResultPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const navigate = useNavigate();
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
          {!keyword && <p>{intl.formatMessage({ id: "library.search.empty" })}</p>}
        </>
      }
    />
  );
}
