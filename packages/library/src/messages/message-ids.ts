import type librarianZhTW from "./librarian/zh-TW.json";
import type zhTW from "./zh-TW.json";

/**
 * Every id the library's texts define (`library.*`): `useT<LibraryMessageId | UiMessageId>()`.
 * The librarian's texts (`librarian/`: the catalogue, the reading reports) load only with their
 * screens, inside `<LibrarianTexts>`: a reader's pages never download them.
 */
export type LibraryMessageId = keyof typeof zhTW | keyof typeof librarianZhTW;
