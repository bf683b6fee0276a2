export { libraryFeature } from "./feature";
export { LIBRARY_PAGES, MY_RECORDS } from "./routing/pages";
export { LibraryNav } from "./components/library-frame";
export { libraryGuard, withSchoolCode, SCHOOL_CODE_PARAM } from "./routing/library-guard";
export type { LibraryGuardDecision, LibraryGuardInput } from "./routing/library-guard";
export { loadLibraryMessages } from "./load-messages";
export type { LibraryMessageId } from "./messages/message-ids";
