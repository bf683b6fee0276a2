import { defineFeatureElement, ElementAccount, type FeatureElementAttributes } from "@campus/ui";
import type { ReactNode } from "react";
import { attendanceFeature } from "./feature";

/** Around the pages on a school's page: the account (sign in, child, language) above them. */
function AttendanceFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <div part="header">
        <ElementAccount />
      </div>
      {children}
    </>
  );
}

/**
 * `<campus-attendance>`: attendance (考勤) and leave on a school's own page. A parent reads the
 * child's month — each school day present, late (with the time), absent, leaving early or on
 * approved leave — and applies for leave with a doctor's certificate; a student reads their own;
 * a class teacher takes the register and answers leave applications. Shares its session with
 * every Campus element on the page and the portal; a signed-out user is offered sign-in.
 *
 * @element campus-attendance
 * @attr {string} school-code - The school this page belongs to, e.g. "DEMO": the school Campus answers for. Shared by every element on the page.
 * @attr {string} lang - Interface language: zh-TW (default), zh-CN or en-US. Applies page-wide.
 * @attr {string} api-base - Origin of the Campus API; defaults to where the bundle was loaded from.
 * @attr {string} path - The page to open on: "/attendance/home" (a family's month and applications; the default), "/attendance/apply" (a new application), "/attendance/register" or "/attendance/leave" (a class teacher's).
 * @attr {"memory" | "hash"} routing - "memory" (default) keeps the element's own history; "hash" puts the page in the URL hash for deep links.
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
 * @csspart header - The bar above the pages, holding the account chip.
 * @csspart content - The page under the header.
 * @example A family's attendance; a class teacher takes the register from the same tag with path="/attendance/register".
 * <campus-attendance school-code="DEMO" path="/attendance/home"></campus-attendance>
 */
export function defineCampusAttendance() {
  return defineFeatureElement("campus-attendance", {
    feature: attendanceFeature,
    home: "/attendance/home",
    Frame: AttendanceFrame,
  });
}

export type CampusAttendanceAttributes = FeatureElementAttributes;

declare global {
  interface HTMLElementTagNameMap {
    "campus-attendance": HTMLElement & CampusAttendanceAttributes;
  }
}

// Importing this module registers the tag (once); `@campus/attendance` itself has no side effects.
defineCampusAttendance();
