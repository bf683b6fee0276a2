import type catalogueZhTW from "./catalogue/zh-TW.json";
import type zhTW from "./zh-TW.json";

/**
 * Every id the library's texts define (`library.*`): `useT<LibraryMessageId | UiMessageId>()`.
 * The librarian's catalogue's texts (`catalogue/`) load only with its screen, inside
 * `<CatalogueTexts>`: a reader's pages never download them.
 */
export type LibraryMessageId = keyof typeof zhTW | keyof typeof catalogueZhTW;
