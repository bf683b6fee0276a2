import { nameFor, simplified, withSimplified } from "../../services/simplified";
import type { ecaCategories, ecaPrizes, ecaTags, ecaTraits } from "../schema";

type Setting = typeof ecaCategories | typeof ecaPrizes | typeof ecaTags | typeof ecaTraits;

/**
 * A setting's names for a select; `withSimplified` (services/simplified.ts) makes them an
 * answer's `ecaNamedSchema`, converting where the office wrote no Simplified form.
 */
export const nameColumns = <T extends Setting>(table: T) => ({
  id: table.id as T["id"],
  name_zh: table.nameZh as T["nameZh"],
  name_cn: table.nameCn as T["nameCn"],
  name_en: table.nameEn as T["nameEn"],
});

export { nameFor, simplified, withSimplified };
