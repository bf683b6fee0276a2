import { useSearchParams } from "@campus/ui";
import { useCallback } from "react";

/** The catalogue's permission code (the desk's sibling). */
export const CATALOGUE_ROUTE = "library.catalogue";

/** `?book=` of the catalogue's address: a book's id, or "new" for the form of a new book. */
export const BOOK_PARAM = "book";

/** The catalogue's own address, and its views beside the list (`?view=`). */
export const CATALOGUE_PATH = "/library/catalogue";
export const CATALOGUE_VIEWS = ["import", "labels", "stocktake"] as const;

/** Opens a book's record (an id, or "new"), or the list again (null); the list's filters stay. */
export function useOpenBook() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (book: number | "new" | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (book === null) next.delete(BOOK_PARAM);
        else next.set(BOOK_PARAM, String(book));
        return next;
      }),
    [setParams],
  );
}
