import { useT } from "@campus/core";
import { PartBoundary, retryableLazy, Skeleton, useSearchParams } from "@campus/ui";
import { Suspense } from "react";
import { LibrarianTexts } from "../../components/librarian-texts";
import { BOOK_PARAM, CATALOGUE_VIEWS } from "./use-open-book";

/** The list, and a book's record with its form: each loads when it is shown, not the other. */
const CatalogueList = retryableLazy(() => import("./catalogue-list").then((m) => m.CatalogueList));
const BookRecord = retryableLazy(() => import("./book-record").then((m) => m.BookRecord));
/** Bringing a catalogue in, and the labels: the catalogue's views, one part. */
const CatalogueView = retryableLazy(() => import("./catalogue-views").then((m) => m.CatalogueView));

/**
 * The librarian's catalogue (`/library/catalogue`, issue 38): the books, found by title, author,
 * ISBN, barcode or call number; a book's record with its copies at `?book=<id>`, a new book's
 * form at `?book=new`; bringing a catalogue in at `?view=import`, labels at `?view=labels`. In
 * the address, so the browser's back returns to the list.
 */
export function CataloguePage() {
  const t = useT();
  const [params] = useSearchParams();
  const book = params.get(BOOK_PARAM);
  const id = book === "new" ? null : Number(book);
  const listed = book === null || (id !== null && !(Number.isSafeInteger(id) && id > 0));
  const view = CATALOGUE_VIEWS.find((v) => v === params.get("view"));
  return (
    <LibrarianTexts>
      <PartBoundary text={t("core.error.chunk")}>
        <Suspense fallback={<Skeleton lines={8} />}>
          {view ? (
            <CatalogueView view={view} />
          ) : listed ? (
            <CatalogueList />
          ) : (
            <BookRecord key={book} id={id} />
          )}
        </Suspense>
      </PartBoundary>
    </LibrarianTexts>
  );
}
