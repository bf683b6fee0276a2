import { defineFeatureElement, type FeatureElementAttributes } from "@campus/ui";
import { RegistrationFrame } from "./components/registration-frame";
import { registrationFeature } from "./feature";
import { LOGIN } from "./routing/pages";

/**
 * `<campus-registration>`: a school's online application for a place, on the school's own
 * admission page. A guardian signs in with a code texted to their phone, fills in the
 * application (saved as they type, kept through an error or a time-out), uploads the documents,
 * submits it, and follows it in their history. Shares its session and language with every
 * Campus element on the page.
 *
 * @element campus-registration
 * @attr {string} school-code - The school's registration code, e.g. "DEMO" (as in the entry link `/registration/DEMO`). Without it, the guardian types the code.
 * @attr {string} lang - Interface language: zh-TW (default), zh-CN or en-US. Applies page-wide.
 * @attr {string} api-base - Origin of the Campus API; defaults to where the bundle was loaded from.
 * @attr {string} path - The page to open on: "/registration/login" (default), "/registration/form", "/registration/history".
 * @attr {"memory" | "hash"} routing - "memory" (default) keeps the element's own history; "hash" puts the page in the URL hash for deep links.
 * @fires campus-navigate - The element moved to another page. `detail: { path: string }`
 * @fires campus-login - A guardian signed in by phone. `detail: { userId: number; name: string }`
 * @fires campus-logout - A school account signed in on the page was replaced by the guardian's phone sign-in. `detail: {}`
 * @fires campus-locale-change - Switched language. `detail: { locale: "zh-TW" | "zh-CN" | "en-US" }`
 * @csspart header - The bar above the pages: the title, the family's links, the language and the account.
 * @csspart content - The page under the header.
 * @example The admissions page: sign-in by phone, the application, fees and interview.
 * <campus-registration school-code="DEMO"></campus-registration>
 */
export function defineCampusRegistration() {
  return defineFeatureElement("campus-registration", {
    feature: registrationFeature,
    home: LOGIN,
    Frame: RegistrationFrame,
    loginArea: "registration",
    // The school's code goes into the first address: its entry link does the rest.
    startAddress: (path, { schoolCode }) => {
      const code = schoolCode?.trim();
      return code && path === LOGIN ? `/registration/${encodeURIComponent(code)}` : path;
    },
  });
}

export type CampusRegistrationAttributes = FeatureElementAttributes;

declare global {
  interface HTMLElementTagNameMap {
    "campus-registration": HTMLElement & CampusRegistrationAttributes;
  }
}

// Importing this module registers the tag (once); `@campus/registration` itself has no side effects.
defineCampusRegistration();
