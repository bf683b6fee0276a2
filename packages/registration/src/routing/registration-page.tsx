import {
  browserSessionStorage,
  createNamespacedStorage,
  MoreTexts,
  useSession,
} from "@campus/core";
import { useSearchString } from "@campus/ui";
import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useReducer,
  type ComponentType,
  type ReactNode,
} from "react";
import { Redirect, useLocation } from "wouter";
import { createDraftKeeper, type DraftKeeper } from "../draft/draft-keeper";
import { loadRegistrationPageMessages } from "../load-messages";
import { LOGIN, registrationGuard, SCHOOL_CODE_PARAM } from "./registration-guard";

const KeeperContext = createContext<DraftKeeper | null>(null);

/** A story's or test's own keeper (memory storage); pages use the tab's session storage. */
export const DraftKeeperProvider = KeeperContext.Provider;

let tabKeeper: DraftKeeper | undefined;

/** The current school code and the draft being typed, in this tab's session storage (§3). */
export function useDraftKeeper(): DraftKeeper {
  const provided = useContext(KeeperContext);
  return (
    provided ?? (tabKeeper ??= createDraftKeeper(createNamespacedStorage(browserSessionStorage())))
  );
}

/** A guardian is signed in (a school account's session is not registration's). */
export function useGuardianSignedIn(): boolean {
  return useSession((s) => s.user?.roles.includes("guardian") ?? false);
}

/** The school being applied to: the address's code, else the one this tab keeps. */
export function useSchoolCode(): string | null {
  const keeper = useDraftKeeper();
  const search = useSearchString();
  return new URLSearchParams(search).get(SCHOOL_CODE_PARAM)?.trim() || keeper.schoolCode();
}

/**
 * The entry link: the code becomes the current school (another school's draft goes), then on —
 * to the address itself, when a link's code is taken in a new tab (`entered` decides again).
 */
function Enter({ code, to, entered }: { code: string; to: string; entered: () => void }) {
  const keeper = useDraftKeeper();
  const [, navigate] = useLocation();
  useEffect(() => {
    keeper.enter(code);
    navigate(to, { replace: true });
    entered();
  }, [keeper, code, to, navigate, entered]);
  return null;
}

/** The registration guard (spec §2, §8) around anything of registration's: a page, the frame. */
export function RegistrationGate({ children }: { children: ReactNode }) {
  const keeper = useDraftKeeper();
  const [pathname] = useLocation();
  const search = useSearchString();
  const signedIn = useGuardianSignedIn();
  const accountSchool = useSession((s) => (signedIn ? null : (s.user?.school?.code ?? null)));
  const [, entered] = useReducer((n: number) => n + 1, 0);
  const decision = registrationGuard({
    pathname,
    search,
    storedCode: keeper.schoolCode(),
    signedIn,
    accountSchool,
  });
  switch (decision.kind) {
    case "redirect":
      // Keyed by where it goes: a Redirect navigates once, when it mounts, and the guard may
      // redirect twice in a row (the code added, then the login).
      return <Redirect key={decision.to} to={decision.to} replace />;
    case "enter":
      return <Enter code={decision.code} to={decision.to} entered={entered} />;
    case "proceed":
      return children;
  }
}

const PAGE_TEXTS = [loadRegistrationPageMessages];

/**
 * One registration page: the guard first, then its screen (whose code loads only then), with
 * the texts of the pages past the login — which the login itself, a family's first page, is
 * spared (tests/budgets).
 */
export function RegistrationPage({ screen: Screen }: { screen: ComponentType }) {
  const [pathname] = useLocation();
  const screen = (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
  return (
    <RegistrationGate>
      {pathname.startsWith(LOGIN) ? screen : <MoreTexts loaders={PAGE_TEXTS}>{screen}</MoreTexts>}
    </RegistrationGate>
  );
}
