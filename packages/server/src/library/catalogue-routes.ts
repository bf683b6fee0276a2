import { endpoints, LIBRARY_COVER_PATH } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { routes } from "../http/route";
import { serveUploads } from "../http/serve-uploads";
import { catalogueCaller, deskCaller } from "./callers";
import {
  catalogueBooks,
  catalogueRecord,
  coverFile,
  labelCopies,
  readerCards,
  lookUpIsbn,
  saveBook,
  saveCopy,
  setBookStatus,
  setCopyStatus,
  uploadCover,
} from "./services/cataloguing";

/** Saving with an id corrects (edit); without, adds (add). */
const addOrEdit = (body: Record<string, unknown>) => (body.id === undefined ? "add" : "edit");

/** The librarian's catalogue (issue 38): the school's librarian by the catalogue page's keys. */
export function registerLibraryCatalogueRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);

  route(endpoints.catalogueBooks)
    .as(catalogueCaller("query"))
    .handle((ctx) => catalogueBooks(ctx, { ...ctx.body, paging: ctx.body }));

  route(endpoints.catalogueBook)
    .as(catalogueCaller("get"))
    .handle((ctx, me) => catalogueRecord(ctx.db, me.schoolId, ctx.body.id));

  route(endpoints.catalogueIsbn)
    .as(catalogueCaller("query"))
    .handle((ctx, me) => lookUpIsbn(ctx, { schoolId: me.schoolId, isbn: ctx.body.isbn }));

  route(endpoints.catalogueSaveBook)
    .as(catalogueCaller(addOrEdit))
    .handle((ctx, me) => saveBook(ctx, { ...ctx.body, me }));

  route(endpoints.catalogueBookStatus)
    .as(catalogueCaller((body) => (body.status === "enabled" ? "enable" : "disable")))
    .handle((ctx, me) => setBookStatus(ctx, { me, id: ctx.body.id, status: ctx.body.status }));

  route(endpoints.catalogueSaveCopy)
    .as(catalogueCaller(addOrEdit))
    .handle((ctx, me) => saveCopy(ctx, { ...ctx.body, me }));

  route(endpoints.catalogueCopyStatus)
    .as(catalogueCaller("edit"))
    .handle((ctx, me) => setCopyStatus(ctx, { me, id: ctx.body.id, status: ctx.body.status }));

  route(endpoints.catalogueLabels)
    .as(catalogueCaller("query"))
    .handle((ctx, me) =>
      labelCopies(ctx.db, {
        schoolId: me.schoolId,
        bookId: ctx.body.book_id,
        importId: ctx.body.import_id,
      }),
    );

  // Cards are the desk's (its readers), printed from the labels' view.
  route(endpoints.catalogueReaderCards)
    .as(deskCaller("query"))
    .handle((ctx, me) =>
      readerCards(ctx.db, { schoolId: me.schoolId, className: ctx.body.class_name }),
    );

  route(endpoints.catalogueUploadCover)
    .as(catalogueCaller(["add", "edit"]))
    .handle((ctx, me) => uploadCover(ctx, { me, file: ctx.body.file }));

  // A book's cover: public, as the catalogue's pages are (an <img> sends no session).
  serveUploads(app, LIBRARY_COVER_PATH, deps.files, (id, key) => coverFile(deps.db, id, key));
}
