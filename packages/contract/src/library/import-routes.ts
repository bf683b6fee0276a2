import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * Bringing a catalogue in (issue 38 §2): a table of its own, as the catalogue's — only the
 * import's screen downloads it.
 */

const librarian = { kind: "user", roles: ["staff", "librarian"] } as const;

export const libraryImportRoutes = defineRoutes({
  catalogueImportCheck: {
    method: "POST",
    path: "/api/library/catalogue/import_check",
    access: librarian,
    write: true,
    encoding: "multipart",
  },
  catalogueImport: {
    method: "POST",
    path: "/api/library/catalogue/import_preview",
    access: librarian,
    encoding: "json",
  },
  catalogueImportConfirm: {
    method: "POST",
    path: "/api/library/catalogue/import_confirm",
    access: librarian,
    write: true,
    encoding: "json",
  },
  catalogueImports: {
    method: "POST",
    path: "/api/library/catalogue/imports",
    access: librarian,
    encoding: "json",
  },
  catalogueImportUndo: {
    method: "POST",
    path: "/api/library/catalogue/import_undo",
    access: librarian,
    write: true,
    encoding: "json",
  },
  catalogueImportDiscard: {
    method: "POST",
    path: "/api/library/catalogue/import_discard",
    access: librarian,
    write: true,
    encoding: "json",
  },
});

/** The import's calls, typed as in `routes`. */
export const libraryImportApiRoutes = libraryImportRoutes as unknown as Pick<
  Routes,
  keyof typeof libraryImportRoutes
>;
