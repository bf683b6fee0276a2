/**
 * The library's entry rule (spec §2, Library): every library route takes `xschoolCode`.
 * Entering looks the school up by code and stores its code and id in session storage; when the
 * code is in session but missing from the URL, the route is re-entered with it added.
 *
 * A pure decision, so the rule is tested on its own; `LibraryPage` carries it out before its
 * screen loads.
 */
export type LibraryGuardDecision =
  | { kind: "proceed" }
  | { kind: "lookup"; schoolCode: string }
  | { kind: "redirect"; to: string }
  | { kind: "noSchool" };

export interface LibraryGuardInput {
  pathname: string;
  search: string;
  /** The school in session storage. */
  stored: { code: string | null; id: number | null };
  /** The signed-in user's school, used when neither the URL nor the session names one. */
  userSchoolCode?: string | null;
}

export const SCHOOL_CODE_PARAM = "xschoolCode";

export function withSchoolCode(pathname: string, search: string, code: string): string {
  const params = new URLSearchParams(search);
  params.set(SCHOOL_CODE_PARAM, code);
  return `${pathname}?${params.toString()}`;
}

export function libraryGuard({
  pathname,
  search,
  stored,
  userSchoolCode,
}: LibraryGuardInput): LibraryGuardDecision {
  const fromUrl = new URLSearchParams(search).get(SCHOOL_CODE_PARAM)?.trim();
  if (fromUrl) {
    return fromUrl === stored.code && stored.id !== null
      ? { kind: "proceed" }
      : { kind: "lookup", schoolCode: fromUrl };
  }
  const known = stored.code ?? userSchoolCode ?? null;
  if (known) return { kind: "redirect", to: withSchoolCode(pathname, search, known) };
  return { kind: "noSchool" };
}
