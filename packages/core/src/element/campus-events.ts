import type { Locale } from "@campus/contract";

/**
 * Every event a Campus element dispatches, with its `detail` (bubbling, composed, from the
 * element itself). A page's `addEventListener("campus-navigate", (e) => e.detail.path)` is typed
 * by the `HTMLElementEventMap` entries below; an element dispatching an unknown name or a wrong
 * detail does not compile. A feature adding an event adds its line here.
 */
export interface CampusEventMap {
  /** The element moved to another of its pages. */
  "campus-navigate": { path: string };
  /** Someone signed in through the element. */
  "campus-login": { userId: number; name: string };
  /** The user signed out through the element. */
  "campus-logout": Record<string, never>;
  /** A parent switched the child they act for. */
  "campus-child-change": { childId: number };
  /** The interface language changed (page-wide). */
  "campus-locale-change": { locale: Locale };
}

export type CampusEventName = keyof CampusEventMap;

/** The event a page receives for `name`. */
export type CampusEvent<N extends CampusEventName> = CustomEvent<CampusEventMap[N]>;

/** Each event as the page receives it, by name. */
export type CampusDomEvents = { [N in CampusEventName]: CampusEvent<N> };

// Listening on the element or further up (the events bubble out of the shadow root): typed.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends CampusDomEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends CampusDomEvents {}
}
