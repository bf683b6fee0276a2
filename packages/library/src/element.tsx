import { getPageRuntime } from "@campus/core";
import { defineFeatureElement, type FeatureElementAttributes } from "@campus/ui";
import { LibraryFrame } from "./components/library-frame";
import { libraryFeature } from "./feature";
import { LoansDueCard } from "./views/loans-due-card";
import { RankingStrip } from "./views/ranking-strip";
import { withSchoolCode } from "./routing/library-guard";

/**
 * `<campus-library>`: the whole school library on a school's own page — catalogue, rankings,
 * categories and search, AI book finder, book details with reserve, favourite and reviews, the
 * reader's records, and the desk for staff. Browsing needs no sign-in; reader actions open a
 * sign-in dialog. Shares its session with every Campus element on the page and the portal.
 *
 * @element campus-library
 * @attr {string} school-code - The school whose library this is (its `xschoolCode`). Required unless the user is signed in.
 * @attr {string} lang - Interface language: zh-TW (default), zh-CN or en-US. Applies page-wide.
 * @attr {string} api-base - Origin of the Campus API; defaults to where the bundle was loaded from.
 * @attr {string} path - The page to open on, e.g. "/library/rank" (default "/library/home").
 * @attr {"ranking" | "loans-due"} view - A compact view instead of the whole library, for a sidebar or a home page: "ranking" (the top books of one ranking) or "loans-due" (the reader's loans due first, with days left). Its links open the book on `full-page`, or the library in this element.
 * @attr {number} limit - How many items a compact view lists: ranking 3–10 (default 5), loans-due 1–10 (default 3).
 * @attr {"read" | "recommend" | "view"} kind - Which ranking view="ranking" shows: most read (default), most recommended, most viewed.
 * @attr {string} full-page - The address of the school's page that has the whole library (with routing="hash"), e.g. "/library.html": compact views link into it.
 * @attr {"memory" | "hash"} routing - "memory" (default) keeps the element's own history; "hash" puts the page in the URL hash for deep links. One element per page owns the hash: the first that asks; any other keeps its page in memory.
 * @attr {"none"} account - "none": the page's own `<campus-account>` signs in and holds the account menu, so this element shows no sign-in button or account chip of its own.
 * @fires campus-navigate - The element moved to another page. `detail: { path: string }`
 * @fires campus-login - Signed in through the element. `detail: { userId: number; name: string }`
 * @fires campus-logout - Signed out through the element. `detail: {}`
 * @fires campus-child-change - Switched child. `detail: { childId: number }`
 * @fires campus-locale-change - Switched language. `detail: { locale: "zh-TW" | "zh-CN" | "en-US" }`
 * @cssprop --campus-account-color - The account chip's text on your header (default the theme's text colour): white on a dark header.
 * @cssprop --campus-account-hover - The account chip's background under the pointer (default a light grey).
 * @csspart sign-in - The sign-in button shown signed out.
 * @csspart account - The account chip (avatar and name) that opens the account menu.
 * @csspart account-menu - The account menu (child switch, language, sign-out).
 * @csspart header - The bar above the pages: the library's links and the account chip.
 * @csspart content - The page under the header.
 * @example The whole library, its page in the address so readers can share links.
 * <campus-library school-code="DEMO" path="/library/home" routing="hash"></campus-library>
 * @example A sidebar card: the five most borrowed books, opening on the library page "/library.html".
 * <campus-library school-code="DEMO" view="ranking" limit="5" full-page="/library.html"></campus-library>
 */
export function defineCampusLibrary() {
  return defineFeatureElement("campus-library", {
    feature: libraryFeature,
    home: "/library/home",
    Frame: LibraryFrame,
    loginArea: "library",
    views: { ranking: RankingStrip, "loans-due": LoansDueCard },
    // The school the page names (or the one remembered) goes into the first address, so the
    // library's guard has nothing to look up.
    startAddress: (start, { schoolCode }) => {
      const [pathname = start, search = ""] = start.split("?");
      const code = schoolCode ?? getPageRuntime().school.getState().code;
      return code ? withSchoolCode(pathname, search, code) : start;
    },
  });
}

export type CampusLibraryAttributes = FeatureElementAttributes;

declare global {
  interface HTMLElementTagNameMap {
    "campus-library": HTMLElement & CampusLibraryAttributes;
  }
}

// Importing this module registers the tag (once); `@campus/library` itself has no side effects.
defineCampusLibrary();
