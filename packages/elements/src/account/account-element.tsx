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
 * @cssprop --campus-color-primary - Brand colour (amber by default); all `--campus-*` properties apply.
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
