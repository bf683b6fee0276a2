import { defineFeatureElement, ElementAccount, type FeatureElementAttributes } from "@campus/ui";
import type { ReactNode } from "react";
import { feesFeature } from "./feature";

/** Around the pages on a school's page: the account (sign in, child, language) above them. */
function FeesFrame({ children }: { children: ReactNode }) {
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
 * `<campus-fees>`: school fees (繳費) on a school's own page. A parent sees what the current child
 * owes — each fee with its last day — and pays it online (WeChat Pay, Alipay where the school
 * takes them) or by the bank's deposit slip, and keeps the history with receipt numbers; the
 * school office sets fees, follows them class by class, confirms slips and refunds. Shares its
 * session with every Campus element on the page and the portal; a signed-out user is offered
 * sign-in.
 *
 * @element campus-fees
 * @attr {string} school-code - The school this page belongs to, e.g. "DEMO": the school Campus answers for. Shared by every element on the page.
 * @attr {string} lang - Interface language: zh-TW (default), zh-CN or en-US. Applies page-wide.
 * @attr {string} api-base - Origin of the Campus API; defaults to where the bundle was loaded from.
 * @attr {string} path - The page to open on: "/fees/home" (a family's fees; the default) or "/fees/office" (the school office's fee items).
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
 * @example A family's school fees; the school office follows them from the same tag with path="/fees/office".
 * <campus-fees school-code="DEMO" path="/fees/home"></campus-fees>
 */
export function defineCampusFees() {
  return defineFeatureElement("campus-fees", {
    feature: feesFeature,
    home: "/fees/home",
    Frame: FeesFrame,
  });
}

export type CampusFeesAttributes = FeatureElementAttributes;

declare global {
  interface HTMLElementTagNameMap {
    "campus-fees": HTMLElement & CampusFeesAttributes;
  }
}

// Importing this module registers the tag (once); `@campus/fees` itself has no side effects.
defineCampusFees();
