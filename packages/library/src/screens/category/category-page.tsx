import { BookFinder } from "./book-finder";

/** Category browse (spec §2 /library/category): the five facets over the whole catalogue. */
export function CategoryPage() {
  return <BookFinder />;
}
