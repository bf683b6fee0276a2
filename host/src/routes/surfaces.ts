/*
 * Which of the portal's surfaces an address or a session belongs to (decision 0019): the
 * signed-in pages, the library browsed signed out, registration's own frame.
 */

/** Signed in by phone to apply for a place (decision 17): no school account behind it. */
export const isGuardian = (session: { user: { roles: string[] } | null }) =>
  session.user?.roles.includes("guardian") ?? false;

/** A library address (spec §2): browsed signed out too. */
export const isLibraryPath = (path: string) => /^\/library(?:[/?]|$)/.test(path);

/**
 * A registration address a family uses: open signed out, registration's own login (spec §2,
 * §8). The school office's pages (office, sessions, settings, checkin) are staff's, in the layout.
 */
export const isRegistrationPath = (path: string) =>
  /^\/registration(?:[/?]|$)/.test(path) && !isRegistrationOfficePath(path);

/** The school office's registration pages: signed in as staff, in the portal's layout. */
export const isRegistrationOfficePath = (path: string) =>
  /^\/registration\/(?:office|sessions|settings|checkin)(?:[/?]|$)/.test(path);

/**
 * An address the portal may have a page at once signed in: "/" (home), or one starting with a
 * section of the mounted features' and the placeholders' pages (route-table.test.ts holds the
 * sections to the route table, which this file does not load: the sign-in page does not
 * download every feature's pages). Outside them is no page at all, so a signed-out visitor meets
 * the 404 page, not the sign-in page (spec §2).
 */
export const PORTAL_ADDRESS =
  /^\/((calendar|library|smarteca|registration|office|manual|notices|attendance|fees)\b|$)/;

export const isPortalAddress = (path: string) => PORTAL_ADDRESS.test(path);
