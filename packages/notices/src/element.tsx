import { defineFeatureElement, ElementAccount, type FeatureElementAttributes } from "@campus/ui";
import type { ReactNode } from "react";
import { noticesFeature } from "./feature";

/** Around the pages on a school's page: the account (sign in, child, language) above them. */
function NoticesFrame({ children }: { children: ReactNode }) {
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
 * `<campus-notices>`: the school's notices (通告) on its own page. A parent reads the notices
 * sent for each child, unread first, and opening one tells the school it was read; a student
 * reads their own; the office writes notices for the whole school, some grades or classes,
 * sends them and sees how many families have read each. Shares its session with every Campus
 * element on the page and the portal; a signed-out user is offered sign-in.
 *
 * @element campus-notices
 * @attr {string} school-code - The school this page belongs to, e.g. "DEMO": the school Campus answers for. Shared by every element on the page.
 * @attr {string} lang - Interface language: zh-TW (default), zh-CN or en-US. Applies page-wide.
 * @attr {string} api-base - Origin of the Campus API; defaults to where the bundle was loaded from.
 * @attr {string} path - The page to open on: "/notices/home" (a family's notices; the default), "/notices/detail?id=…&child=…" (one notice), "/notices/office" or "/notices/edit" (the office's).
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
 * @example A family's notices, unread first; the office manages them from the same tag with path="/notices/office".
 * <campus-notices school-code="DEMO" path="/notices/home"></campus-notices>
 */
export function defineCampusNotices() {
  return defineFeatureElement("campus-notices", {
    feature: noticesFeature,
    home: "/notices/home",
    Frame: NoticesFrame,
  });
}

export type CampusNoticesAttributes = FeatureElementAttributes;

declare global {
  interface HTMLElementTagNameMap {
    "campus-notices": HTMLElement & CampusNoticesAttributes;
  }
}

// Importing this module registers the tag (once); `@campus/notices` itself has no side effects.
defineCampusNotices();
