import { useSearchParams } from "@campus/ui";
import { LibrarianTexts } from "../../components/librarian-texts";
import { StocktakeList } from "./stocktake-list";
import { StocktakeSession } from "./stocktake-session";

/**
 * The stocktake (`/library/catalogue?view=stocktake`, issue 38 §4): the stocktakes and a new
 * one started for a location; `&id=` one stocktake, scanned and closed.
 */
export function StocktakePage() {
  const [params] = useSearchParams();
  const id = Number(params.get("id"));
  return (
    <LibrarianTexts>
      {Number.isSafeInteger(id) && id > 0 ? <StocktakeSession id={id} /> : <StocktakeList />}
    </LibrarianTexts>
  );
}
