import { AVAILABILITIES, type Availability } from "@campus/contract";
import type { BookFilters } from "../../api/library-browse";

const id = (value: string | null) => {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The facets as the address keeps them. Anything malformed in a hand-edited or old link is
 * dropped rather than sent (the server would refuse it): the page still shows books.
 */
export function filtersFrom(params: URLSearchParams): BookFilters {
  const availability = params.get("availability");
  const keyword = params.get("keyword")?.trim().slice(0, 50);
  const author = params.get("author")?.trim().slice(0, 100);
  return {
    keyword: keyword || undefined,
    categoryId: id(params.get("categoryId")),
    subcategoryId: id(params.get("subcategoryId")),
    author: author || undefined,
    publisherId: id(params.get("publisherId")),
    availability: AVAILABILITIES.includes(availability as Availability)
      ? (availability as Availability)
      : undefined,
  };
}

/** The address for the facets; changing a filter goes back to page 1. */
export function paramsWith(
  params: URLSearchParams,
  change: Partial<Record<keyof BookFilters, string | number | undefined>>,
) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  // A subcategory belongs to its category.
  if ("categoryId" in change) next.delete("subcategoryId");
  next.delete("page");
  return next;
}
