import { ImportPage } from "../import/import-page";
import { LabelsPage } from "../labels/labels-page";
import { StocktakePage } from "../stocktake/stocktake-page";
import type { CATALOGUE_VIEWS } from "./use-open-book";

/**
 * The catalogue's views beside its list (`?view=`): bringing a catalogue in, the labels, the
 * stocktake —
 * one part, loaded when either is first opened (the catalogue's own page stays small).
 */
export function CatalogueView({ view }: { view: (typeof CATALOGUE_VIEWS)[number] }) {
  return view === "import" ? (
    <ImportPage />
  ) : view === "labels" ? (
    <LabelsPage />
  ) : (
    <StocktakePage />
  );
}
