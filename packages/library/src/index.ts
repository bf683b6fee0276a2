export { createLibraryRoutes } from "./routing/routes";
export { useLibraryForward } from "./routing/library-page";
export { LIBRARY_PAGES, MY_RECORDS } from "./routing/pages";
export { libraryGuard, withSchoolCode, SCHOOL_CODE_PARAM } from "./routing/library-guard";
export type { LibraryGuardDecision, LibraryGuardInput } from "./routing/library-guard";
export { libraryMessages } from "./messages";
export { loadLibraryMessages } from "./load-messages";
