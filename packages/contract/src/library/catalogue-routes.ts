import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * The librarian's catalogue (issue 38): books and copies added, corrected, withdrawn. A table of
 * its own, as the school lookup's: only the catalogue's screen downloads it, not every library
 * page (a reader's element carries the reader's calls alone).
 */

const librarian = { kind: "user", roles: ["staff", "librarian"] } as const;

export const libraryCatalogueRoutes = defineRoutes({
  catalogueBooks: { method: "POST", path: "/api/library/catalogue/page_book", access: librarian },
  catalogueBook: { method: "POST", path: "/api/library/catalogue/book", access: librarian },
  catalogueIsbn: { method: "POST", path: "/api/library/catalogue/isbn", access: librarian },
  // A book's and a copy's numbers (ages, ids) travel as JSON numbers: the forms' schemas.
  catalogueSaveBook: {
    method: "POST",
    path: "/api/library/catalogue/save_book",
    access: librarian,
    write: true,
    encoding: "json",
  },
  catalogueBookStatus: {
    method: "POST",
    path: "/api/library/catalogue/book_status",
    access: librarian,
    write: true,
  },
  catalogueSaveCopy: {
    method: "POST",
    path: "/api/library/catalogue/save_copy",
    access: librarian,
    write: true,
    encoding: "json",
  },
  catalogueCopyStatus: {
    method: "POST",
    path: "/api/library/catalogue/copy_status",
    access: librarian,
    write: true,
  },
  catalogueLabels: {
    method: "POST",
    path: "/api/library/catalogue/labels",
    access: librarian,
    encoding: "json",
  },
  catalogueReaderCards: {
    method: "POST",
    path: "/api/library/catalogue/reader_cards",
    access: librarian,
    encoding: "json",
  },
  catalogueUploadCover: {
    method: "POST",
    path: "/api/library/catalogue/upload_cover",
    access: librarian,
    write: true,
    encoding: "multipart",
  },
});

/** The catalogue's calls, typed as in `routes`. */
export const libraryCatalogueApiRoutes = libraryCatalogueRoutes as unknown as Pick<
  Routes,
  keyof typeof libraryCatalogueRoutes
>;
