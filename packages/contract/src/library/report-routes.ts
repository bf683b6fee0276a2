import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * The librarian's reading reports (issue 38 §5): a table of their own, as the catalogue's — only
 * the reports' screen downloads it.
 */

const librarian = { kind: "user", roles: ["staff", "librarian"] } as const;

export const libraryReportRoutes = defineRoutes({
  libraryReportClasses: {
    method: "POST",
    path: "/api/library/report/classes",
    access: librarian,
    encoding: "json",
  },
  libraryReportReaders: {
    method: "POST",
    path: "/api/library/report/readers",
    access: librarian,
    encoding: "json",
  },
  libraryReportBooks: {
    method: "POST",
    path: "/api/library/report/books",
    access: librarian,
    encoding: "json",
  },
  libraryReportOverdue: {
    method: "POST",
    path: "/api/library/report/overdue",
    access: librarian,
    encoding: "json",
  },
  // Reminding twice in a day, or at once from two desks, reminds each loan once a day.
  libraryRemindOverdue: {
    method: "POST",
    path: "/api/library/report/remind_overdue",
    access: librarian,
    encoding: "json",
    write: true,
  },
});

/** The reports' calls, typed as in `routes`. */
export const libraryReportApiRoutes = libraryReportRoutes as unknown as Pick<
  Routes,
  keyof typeof libraryReportRoutes
>;
