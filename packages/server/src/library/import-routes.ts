import { downloads as contractDownloads, endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { allowedMember, routes } from "../http/route";
import { downloads } from "../http/download";
import { CATALOGUE_PAGE, catalogueCaller } from "./callers";
import {
  catalogueImportOf,
  catalogueImportsOf,
  catalogueImportTemplate,
  checkCatalogueFile,
  confirmCatalogueImport,
  discardCatalogueImport,
  undoCatalogueImport,
} from "./services/import/imports";

/** Bringing a catalogue in (issue 38 §2): the catalogue page's `import` key. */
export function registerLibraryImportRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);

  route(endpoints.catalogueImportCheck)
    .as(catalogueCaller("import"))
    .handle((ctx, me) =>
      checkCatalogueFile(ctx, { me, file: ctx.body.file, categoryId: ctx.body.category_id }),
    );

  route(endpoints.catalogueImport)
    .as(catalogueCaller("import"))
    .handle((ctx, me) => catalogueImportOf(ctx, { me, id: ctx.body.id }));

  route(endpoints.catalogueImportConfirm)
    .as(catalogueCaller("import"))
    .handle((ctx, me) => confirmCatalogueImport(ctx, { me, id: ctx.body.id }));

  route(endpoints.catalogueImports)
    .as(catalogueCaller("import"))
    .handle((ctx, me) => catalogueImportsOf(ctx, { me, ...ctx.body }));

  route(endpoints.catalogueImportUndo)
    .as(catalogueCaller("import"))
    .handle((ctx, me) => undoCatalogueImport(ctx, { me, id: ctx.body.id }));

  route(endpoints.catalogueImportDiscard)
    .as(catalogueCaller("import"))
    .handle((ctx, me) => discardCatalogueImport(ctx, { me, id: ctx.body.id }));

  // The spreadsheet template, in the caller's language.
  downloads(
    app,
    deps,
  )(contractDownloads.libraryImportTemplate)
    .as(allowedMember(CATALOGUE_PAGE, "import"))
    .handle((ctx, me) => catalogueImportTemplate(ctx, me));
}
