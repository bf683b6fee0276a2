import {
  HTML_LANG,
  IntlProvider,
  loginPath,
  RuntimeProvider,
  useMessages,
  type ApiError,
  type SignInPrompt,
} from "@campus/core";
import {
  CampusThemeProvider,
  DialogProvider,
  MessageProvider,
  PageStyle,
  SignInDialog,
  useSearchString,
  useShowError,
  useSignInDialog,
} from "@campus/ui";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { Router, useLocation } from "wouter";
import { useStore } from "zustand";
import { PORTAL_MESSAGES } from "./load-messages";
import { BASENAME, PortalRoutes } from "./routes";
import { isLibraryPath, isRegistrationPath } from "./routes/surfaces";
import { runtime, setErrorListener } from "./runtime";

// Library pages ask for sign-in in the library's dialog, over the page; registration pages go
// to registration's own login with the school code (spec §2, §8).
const inLibrary = isLibraryPath;
const inRegistration = isRegistrationPath;

/** The school code a registration address carries (`xschoolCode`). */
const registrationCode = (path: string) => /[?&]xschoolCode=([^&]+)/.exec(path)?.[1] ?? null;

/** A call of the library's own (not the portal's: user info, the child switch, the menu). */
const libraryCall = (error: ApiError) => error.path.startsWith("/api/library/");

/**
 * Carries out the error catalogue's decisions (core) with the portal's effects: toasts,
 * dialogs, navigation; when the session has ended, the library's login dialog over a library
 * page, and elsewhere the sign-in page, which says why and comes back here.
 */
function ErrorEffects({ promptSignIn }: { promptSignIn: SignInPrompt }) {
  const [, navigate] = useLocation();
  const where = useCurrentPath();
  const showError = useShowError({
    // The library's own calls on a library page: its dialog over the page. The portal's calls
    // (a child switch in the header) go the portal's way, to the sign-in page and back.
    area: (error) =>
      inRegistration(where.current)
        ? "registration"
        : inLibrary(where.current) && libraryCall(error)
          ? "library"
          : "portal",
    // A session that ended mid-work: the sign-in page says so.
    navigate: (to, { expired }) => navigate(to, { state: expired ? { expired: true } : null }),
    promptSignIn,
    clearSession: (_area, signedInAgain) => {
      // Declining the library's dialog: signed out, to the sign-in page and back.
      if (!signedInAgain) runtime.session.getState().signOut();
    },
    context: () => ({
      currentPath: where.current,
      schoolCode: inRegistration(where.current)
        ? registrationCode(where.current)
        : runtime.school.getState().code,
    }),
  });
  useEffect(() => {
    setErrorListener(showError);
    return () => setErrorListener(null);
  }, [showError]);
  return null;
}

/** The current address (path and query), read when something happens rather than on render. */
function useCurrentPath() {
  const [pathname] = useLocation();
  const search = useSearchString();
  const where = useRef(pathname + search);
  where.current = pathname + search;
  return where;
}

function Providers({ children }: { children: ReactNode }) {
  const locale = useStore(runtime.locale, (s) => s.locale);
  const messages = useMessages(PORTAL_MESSAGES, locale);
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
  }, [locale]);
  // The first language is fetched before anything shows (main.tsx starts it early).
  if (!messages) return null;
  return (
    <IntlProvider locale={locale} messages={messages}>
      <CampusThemeProvider>
        <PageStyle />
        <MessageProvider>
          <DialogProvider>{children}</DialogProvider>
        </MessageProvider>
      </CampusThemeProvider>
    </IntlProvider>
  );
}

/** Inside the router: the runtime's sign-in prompt, error effects and the pages. */
function Portal() {
  const [, navigate] = useLocation();
  const where = useCurrentPath();
  const dialog = useSignInDialog();
  const openDialog = dialog.prompt;
  // The portal is signed in throughout. A library page whose session ends asks in the library's
  // dialog over the page, so what the user typed stays and the action goes on (issue 17, point
  // 9); any other page sends the user to the sign-in page, and back here afterwards.
  const promptSignIn = useCallback<SignInPrompt>(
    (options) => {
      if (inLibrary(where.current)) return openDialog(options);
      if (inRegistration(where.current)) {
        const schoolCode = registrationCode(where.current);
        navigate(loginPath("registration", { schoolCode }));
        return Promise.resolve(false);
      }
      navigate(loginPath("portal", { currentPath: where.current }), {
        state: options?.reason === "expired" ? { expired: true } : null,
      });
      return Promise.resolve(false);
    },
    [navigate, where, openDialog],
  );
  return (
    <RuntimeProvider runtime={runtime} promptSignIn={promptSignIn}>
      <ErrorEffects promptSignIn={promptSignIn} />
      <PortalRoutes />
      <SignInDialog
        open={dialog.open}
        reason={dialog.reason}
        purpose={dialog.purpose}
        onDone={dialog.settle}
      />
    </RuntimeProvider>
  );
}

export function App() {
  useEffect(() => {
    // A session kept from an earlier visit: bring user info (children, permissions) up to date.
    if (runtime.session.getState().token) runtime.refreshUser().catch(() => undefined);
  }, []);
  return (
    <Providers>
      <Router base={BASENAME}>
        <Portal />
      </Router>
    </Providers>
  );
}
