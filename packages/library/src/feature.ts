import type { CampusFeature } from "@campus/core";
import { loadLibraryMessages } from "./load-messages";
import { LibraryForward, LibraryPage } from "./routing/library-page";
import { LIBRARY_PAGES } from "./routing/pages";

/**
 * The school library (spec §1–2) as every surface mounts it: its addresses and screens, its
 * texts, the guard each page runs first (the school code, spec §2) and the forward that runs
 * above a surface's layout.
 */
export const libraryFeature: CampusFeature = {
  id: "library",
  pages: LIBRARY_PAGES,
  messages: loadLibraryMessages,
  Page: LibraryPage,
  Forward: LibraryForward,
};
