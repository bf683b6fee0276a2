import { currentChild, useRuntime } from "@campus/core";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { useSearchString } from "@campus/ui";
import { Redirect, useLocation } from "wouter";
import { useStore } from "zustand";
import { enterSchool } from "../api/get-school-info";
import { LibraryRouteError, NO_SCHOOL } from "../screens/library-route-error";
import { libraryGuard } from "./library-guard";

/**
 * Where a library address must go before anything renders (it lacks the school code the session
 * or the user already knows), or null. A surface with page tabs checks this above its layout,
 * so the address that is about to change never becomes a tab.
 */
export function useLibraryForward(): string | null {
  const runtime = useRuntime();
  const [pathname] = useLocation();
  const search = useSearchString();
  const code = useStore(runtime.school, (s) => s.code);
  const id = useStore(runtime.school, (s) => s.id);
  const user = useStore(runtime.session, (s) => s.user);
  if (!pathname.startsWith("/library")) return null;
  const decision = libraryGuard({
    pathname,
    search,
    stored: { code, id },
    userSchoolCode: currentChild(user)?.school_student.school.code ?? user?.school?.code ?? null,
  });
  return decision.kind === "redirect" ? decision.to : null;
}

/** Above a surface's layout: a library address that must change does so before anything shows. */
export function LibraryForward({ children }: { children: ReactNode }) {
  const forward = useLibraryForward();
  return forward ? <Redirect to={forward} replace /> : children;
}

/**
 * One library page: the library guard first (spec §2 — the school named by `xschoolCode` is
 * looked up and remembered, or the address gains the school already known), then its screen.
 * The screen's code loads only once the page may open.
 */
export function LibraryPage({ screen: Screen }: { screen: ComponentType }) {
  // A screen that fails (its code not loading, say) is the route boundary's (ui).
  return (
    <LibraryGate>
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </LibraryGate>
  );
}

/** The library guard around anything that asks the library for data: a page, a compact view. */
export function LibraryGate({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [pathname] = useLocation();
  const search = useSearchString();
  const code = useStore(runtime.school, (s) => s.code);
  const id = useStore(runtime.school, (s) => s.id);
  const user = useStore(runtime.session, (s) => s.user);
  const decision = libraryGuard({
    pathname,
    search,
    stored: { code, id },
    userSchoolCode: currentChild(user)?.school_student.school.code ?? user?.school?.code ?? null,
  });
  const lookup = decision.kind === "lookup" ? decision.schoolCode : null;
  const [failed, setFailed] = useState<{ code: string; error: unknown } | null>(null);
  useEffect(() => {
    if (!lookup) return;
    let live = true;
    // Success updates the school store, and the guard then lets the page open.
    enterSchool(runtime, queryClient, lookup).catch(
      (error: unknown) => live && setFailed({ code: lookup, error }),
    );
    return () => {
      live = false;
    };
  }, [lookup, runtime, queryClient]);

  switch (decision.kind) {
    case "redirect":
      return <Redirect to={decision.to} replace />;
    case "noSchool":
      return <LibraryRouteError error={NO_SCHOOL} />;
    case "lookup":
      return failed?.code === lookup ? <LibraryRouteError error={failed.error} /> : null;
    case "proceed":
      return children;
  }
}
