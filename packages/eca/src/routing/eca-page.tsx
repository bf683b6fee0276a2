import { useRuntime, useSession } from "@campus/core";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, type ComponentType } from "react";

/** The offer to sign in: its own chunk, so the portal (always signed in here) never loads it. */
const SignInFirst = lazy(() => import("./sign-in-first").then((m) => ({ default: m.SignInFirst })));

/**
 * Every ECA page is someone's own records or the school's: signed out (an element on a school's
 * page), it offers sign-in instead of asking the server for what it would refuse — a refusal
 * there would open the page's sign-in prompt on a visitor who asked for nothing.
 */
export function EcaPage({ screen: Screen }: { screen: ComponentType }) {
  const signedIn = useSession((s) => Boolean(s.token && s.user));
  // Its own Suspense: a screen whose code fails then stays inside the route's boundary (ui),
  // which says so within the layout; suspending above it would blank the whole layout.
  return (
    <Suspense fallback={null}>{signedIn ? <SignedIn screen={Screen} /> : <SignInFirst />}</Suspense>
  );
}

/**
 * The screen, with the school's ECA settings asked for while its code loads: most screens read
 * them, and an award's level word waits for them (`useRegion`). Asked from render, as TanStack's
 * `usePrefetchQuery` does (a screen that suspends commits nothing, so no effect would run), and
 * from a chunk of its own: the screens load it anyway, and this guard is in the portal's runtime.
 */
function SignedIn({ screen: Screen }: { screen: ComponentType }) {
  const queryClient = useQueryClient();
  const runtime = useRuntime();
  void import("../api/settings-query").then((m) => m.prefetchSettings(queryClient, runtime));
  return <Screen />;
}
