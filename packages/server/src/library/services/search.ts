import { normalizeIsbn, type Availability, type BookSummary, type Page } from "@campus/contract";
import { pageWindow } from "../../db/sql";
import type { ServiceContext } from "../../services/context";
import type { Paging } from "./catalogue";
import { catalogueTotal, cataloguePage, type CatalogueFilters } from "./catalogue-query";
import { searchTerms } from "./search-text";

/**
 * Keyword search over titles (both languages), author, publisher and ISBN (either form, hyphens
 * or none): every word of the
 * keyword must match somewhere (substring, Chinese in either script); titles equal to or
 * starting with the keyword first, then other title matches, then author/publisher/ISBN
 * matches, each by popularity. The facets narrow it. See search-text.ts for the indexes.
 */
export async function searchBooks(
  { db }: ServiceContext,
  {
    schoolId,
    keyword,
    filters,
    availability,
    paging,
  }: {
    schoolId: number;
    keyword: string;
    filters: CatalogueFilters;
    availability?: Availability;
    paging: Paging;
  },
): Promise<Page<BookSummary>> {
  // An ISBN as typed or scanned — hyphenated, or the older ten digits — finds its book, kept
  // as 13 digits (issue 38).
  const { terms, phrase } = searchTerms(normalizeIsbn(keyword) ?? keyword);
  if (terms.length === 0)
    return { list: [], total: 0, pageNum: paging.pageNum, pageSize: paging.pageSize };
  const query = {
    schoolId,
    filters,
    availability,
    terms,
    phrase,
    order: "relevance" as const,
    ...pageWindow(paging.pageNum, paging.pageSize),
  };
  // A page shorter than asked is the last: it says the total, and the count is not asked. Most
  // searches for a name or a title find less than a page (the bench's "never asked" searches:
  // one statement instead of two); the count is asked only when there may be more.
  const list = await cataloguePage(db, query);
  const total =
    list.length < query.limit && (list.length > 0 || query.offset === 0)
      ? query.offset + list.length
      : await catalogueTotal(db, query);
  return { list, total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}
