import {
  applyDecision,
  decideError,
  HTML_LANG,
  IntlProvider,
  loginPath,
  RuntimeProvider,
  useIntl,
  useMessages,
} from "@campus/core";
import {
  CampusThemeProvider,
  DialogProvider,
  MessageProvider,
  PageStyle,
  useAlert,
  useMessage,
  useSearchString,
} from "@campus/ui";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { Router, useLocation } from "wouter";
import { useStore } from "zustand";
import { PORTAL_MESSAGES } from "./load-messages";
import { BASENAME, PortalRoutes } from "./routes";
import { runtime, setErrorListener } from "./runtime";

/**
 * Carries out the error catalogue's decisions (core) with the portal's effects: toasts,
 * dialogs, navigation, and the sign-in page when the session has ended.
 */
function ErrorEffects() {
  const intl = useIntl();
  const message = useMessage();
  const alert = useAlert();
  const [, navigate] = useLocation();
  const where = useCurrentPath();
  useEffect(() => {
    setErrorListener((error) => {
      applyDecision(
        decideError(error.failure, "portal"),
        {
          toast: (text, { durationMs }) => message.error(text, { durationMs }),
          alert: ({ title, text, action }) =>
            void alert({ title, content: text }).then(
              () => action === "reload" && window.location.reload(),
            ),
          // A session that ended mid-work: the sign-in page says so.
          navigate: (to) =>
            navigate(to, { state: to.startsWith("/login") ? { expired: true } : null }),
          openLoginDialog: () => navigate("/login"),
          clearSession: () => runtime.session.getState().signOut(),
        },
        { intl, currentPath: where.current, schoolCode: runtime.school.getState().code },
      );
    });
    return () => setErrorListener(null);
  }, [intl, message, alert, navigate, where]);
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
  // The portal is signed in throughout: a feature that needs sign-in sends the user to the
  // sign-in page, and back here afterwards.
  const promptSignIn = useCallback(() => {
    navigate(loginPath("portal", { currentPath: where.current }));
    return Promise.resolve(false);
  }, [navigate, where]);
  return (
    <RuntimeProvider runtime={runtime} promptSignIn={promptSignIn}>
      <ErrorEffects />
      <PortalRoutes />
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
