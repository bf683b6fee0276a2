import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/**
 * Entering a school's library by its code: the one call every library page makes first (its
 * guard), so kept apart — a page that only enters a library downloads this row, not the table.
 */
export const librarySchoolRoutes = defineRoutes({
  librarySchoolInfo: {
    method: "POST",
    path: "/api/library/school_info",
    access: { kind: "public" },
  },
});

/** `librarySchoolInfo` alone, typed as in `routes`. */
export const librarySchoolApiRoutes = librarySchoolRoutes as unknown as Pick<
  Routes,
  keyof typeof librarySchoolRoutes
>;
