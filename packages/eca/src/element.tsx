import { defineFeatureElement, ElementAccount, type FeatureElementAttributes } from "@campus/ui";
import type { ReactNode } from "react";
import { ecaFeature } from "./feature";

/** Around the pages on a school's page: the account (sign in, child, language) above them. */
function EcaFrame({ children }: { children: ReactNode }) {
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
 * `<campus-eca>`: the ECA tracker on a school's own page. A student or parent sees their (child's)
 * activity records and awards, submits outside activities with certificates, and prints the
 * Student Learning Profile and the OEA list; teachers and the office also keep the events and
 * their students, approve records, run AI trait recognition, import results and read the
 * dashboard comparing class, grade and school. Shares its session with every Campus element on
 * the page and the portal; a signed-out user is offered sign-in.
 *
 * @element campus-eca
 * @attr {string} school-code - The school this page belongs to, e.g. "DEMO": the school Campus answers for. Shared by every element on the page.
 * @attr {string} lang - Interface language: zh-TW (default), zh-CN or en-US. Applies page-wide.
 * @attr {string} api-base - Origin of the Campus API; defaults to where the bundle was loaded from.
 * @attr {string} path - The page to open on: "/smarteca/detail" (a family's records, `?tab=records|slp|oea`), "/smarteca/events", "/smarteca/approval", "/smarteca/recognition", "/smarteca/dashboard", "/smarteca/import" or "/smarteca/settings". Without it: the events for teachers and the office, the child's records for a parent or student. A page the signed-in person may not open gives way to one they may (a parent is never sent to the staff's events).
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
 * @example A family's activity records; staff see their events and approvals from the same tag with path="/smarteca/events".
 * <campus-eca school-code="DEMO" path="/smarteca/detail"></campus-eca>
 */
export function defineCampusEca() {
  return defineFeatureElement("campus-eca", {
    feature: ecaFeature,
    home: "/smarteca/events",
    Frame: EcaFrame,
  });
}

export type CampusEcaAttributes = FeatureElementAttributes;

declare global {
  interface HTMLElementTagNameMap {
    "campus-eca": HTMLElement & CampusEcaAttributes;
  }
}

// Importing this module registers the tag (once); `@campus/eca` itself has no side effects.
defineCampusEca();
