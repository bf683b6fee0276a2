/**
 * Registration's route rules (spec §2, Registration; §8 "please log in first"), as one pure
 * decision: the pages carry it out before their screen loads, and the table in the test reads
 * like the spec, one row per rule.
 *
 * The school code travels in the query as `xschoolCode`; the current one is kept in session
 * storage (spec §3, client-stored values) with the draft, which a different code clears.
 */
export type RegistrationGuardDecision =
  | { kind: "proceed" }
  /** Go there instead, replacing the address asked for (the navigation is cancelled). */
  | { kind: "redirect"; to: string }
  /**
   * The entry link `/registration/{code}`: store `code` as the current school code, clear the
   * saved draft when `clearDraft`, then go to `to`.
   */
  | { kind: "enter"; code: string; clearDraft: boolean; to: string };

export interface RegistrationGuardInput {
  /** The address within the feature, e.g. "/registration/form/12". */
  pathname: string;
  search: string;
  /** The current school code in session storage, if any. */
  storedCode: string | null;
  /** A guardian is signed in (by phone). */
  signedIn: boolean;
  /**
   * The school of a school account signed in on this device (a parent opening 報名紀錄 from the
   * portal's menu): the school to apply to when the address and the tab name none.
   */
  accountSchool?: string | null;
}

export const SCHOOL_CODE_PARAM = "xschoolCode";

export const LOGIN = "/registration/login";
export const FORM = "/registration/form";
export const HISTORY = "/registration/history";

/**
 * The school office's pages (staff, in the portal's layout): never a school's entry link, and
 * not the family's pages this guard keeps.
 */
export const OFFICE_PAGES = ["office", "sessions", "settings", "checkin"] as const;

/** The named pages; any other single segment is a school's entry link. */
const NAMED = new Set<string>([
  "login",
  "form",
  "history",
  "print",
  "wechat",
  "alipay",
  "sandbox",
  ...OFFICE_PAGES,
]);

const withCode = (pathname: string, search: string, code: string) => {
  const params = new URLSearchParams(search);
  params.set(SCHOOL_CODE_PARAM, code);
  return `${pathname}?${params.toString()}`;
};

/** The query parameter of the login that says where the guardian was going. */
export const RETURN_PARAM = "redirect";

/** The login with the school's code, and then back to `back` (a link in a message, a new tab). */
const loginWith = (code: string | null, back?: string) => {
  const params = new URLSearchParams(code ? { [SCHOOL_CODE_PARAM]: code } : {});
  if (back) params.set(RETURN_PARAM, back);
  return `${LOGIN}${params.size ? "?" : ""}${params}`;
};

/** Where the login may send a guardian back to: one of registration's own pages, never off-site. */
export function returnAddress(search: string): string | null {
  const to = new URLSearchParams(search).get(RETURN_PARAM);
  if (!to || !/^\/registration\/[^/]/.test(to) || to.startsWith(LOGIN)) return null;
  return to;
}

export function registrationGuard({
  pathname,
  search,
  storedCode,
  signedIn,
  accountSchool = null,
}: RegistrationGuardInput): RegistrationGuardDecision {
  const segments = pathname.replace(/\/+$/, "").split("/").slice(2);
  const [page = "", ...rest] = segments;
  const queryCode = new URLSearchParams(search).get(SCHOOL_CODE_PARAM)?.trim() || null;

  // `/registration/{code}`: the school's entry link.
  if (segments.length === 1 && !NAMED.has(page)) {
    const code = decodeURIComponent(page);
    const same = code === storedCode;
    return {
      kind: "enter",
      code,
      clearDraft: !same && storedCode !== null,
      to: same ? withCode(FORM, "", code) : withCode(LOGIN, "", code),
    };
  }

  if (page === "login") {
    // A stored code is added to the login's address when it lacks one.
    if (!queryCode && storedCode)
      return { kind: "redirect", to: withCode(pathname, search, storedCode) };
    return { kind: "proceed" };
  }

  // A link followed in a tab that keeps no school yet (a new tab, a message): its code is the
  // current school, and the page opens (or, signed out, the login and then back to it).
  if (queryCode && storedCode === null)
    return { kind: "enter", code: queryCode, clearDraft: false, to: `${pathname}${search}` };

  // Parent-layout guard (and the form's and history's): another school's code in the query
  // cancels the navigation and goes to that school's login.
  if (queryCode && queryCode !== storedCode) return { kind: "redirect", to: loginWith(queryCode) };

  // Form, form/{id}, history and history/{id} take the stored code into their address.
  const addsCode = page === "form" || page === "history";
  if (addsCode && !queryCode && storedCode)
    return { kind: "redirect", to: withCode(pathname, search, storedCode) };
  // No school in the address or the tab: a school account's own school, else the login asks
  // which (a new tab); then back here.
  if (addsCode && !queryCode && rest.length <= 1)
    return { kind: "redirect", to: loginWith(accountSchool, pathname + search) };

  // Everything but the login and the entry link is a signed-in guardian's (spec §8: "please log
  // in first" goes to the registration login with the school code).
  // The page asked for comes back after it; not the bare form, where the login goes anyway.
  if (!signedIn)
    return {
      kind: "redirect",
      to: loginWith(queryCode ?? storedCode, page !== "form" || rest[0] ? pathname + search : ""),
    };

  // `/registration` itself, and addresses deeper than ours (form/1/2), open the form.
  if (!NAMED.has(page) || rest.length > 1)
    return { kind: "redirect", to: storedCode ? withCode(FORM, "", storedCode) : FORM };
  return { kind: "proceed" };
}
