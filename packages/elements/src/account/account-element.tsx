import { defineElement } from "@campus/core";
import { ElementAccount, ElementShell, type ShellAttributes } from "@campus/ui";

function CampusAccount(props: ShellAttributes) {
  return (
    <ElementShell {...props}>
      <ElementAccount />
    </ElementShell>
  );
}

/**
 * `<campus-account>`: sign-in and the account menu for a school's own page.
 *
 * @element campus-account
 * @attr {string} lang - Interface language: zh-TW (default), zh-CN or en-US. Applies page-wide.
 * @attr {string} api-base - Origin of the Campus API; defaults to where the bundle was loaded from.
 * @attr {string} school-code - The school this page belongs to.
 * @fires campus-login - Signed in. `detail: { userId: number; name: string }`
 * @fires campus-logout - Signed out. `detail: {}`
 * @fires campus-child-change - Switched child. `detail: { childId: number }`
 * @fires campus-locale-change - Switched language. `detail: { locale: "zh-TW" | "zh-CN" | "en-US" }`
 * @cssprop --campus-account-color - The account chip's text on your header (default the theme's text colour): white on a dark header.
 * @cssprop --campus-account-hover - The account chip's background under the pointer (default a light grey).
 * @csspart sign-in - The sign-in button shown signed out.
 * @csspart account - The account chip (avatar and name) that opens the account menu.
 * @csspart account-menu - The account menu (child switch, language, sign-out).
 * @example In the page's header: "Log in", then the account menu.
 * <campus-account lang="zh-TW" school-code="DEMO"></campus-account>
 */
export function defineCampusAccount() {
  return defineElement("campus-account", CampusAccount, {
    attributes: { lang: "string", apiBase: "string", schoolCode: "string" },
    events: ["campus-login", "campus-logout", "campus-child-change", "campus-locale-change"],
  });
}

declare global {
  interface HTMLElementTagNameMap {
    "campus-account": HTMLElement & { lang: string; apiBase?: string; schoolCode?: string };
  }
}
