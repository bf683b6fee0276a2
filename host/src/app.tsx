import type { Locale } from "@campus/contract";
import {
  applyDecision,
  coreMessages,
  decideError,
  IntlProvider,
  loginPath,
  mergeCatalogues,
  RuntimeProvider,
  useIntl,
} from "@campus/core";
import { libraryMessages } from "@campus/library";
import {
  CampusThemeProvider,
  DialogProvider,
  MessageProvider,
  PageStyle,
  uiMessages,
  useAlert,
  useMessage,
} from "@campus/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import { RouterProvider } from "react-router/dom";
import { useStore } from "zustand";
import enUS from "./messages/en-US.json";
import zhCN from "./messages/zh-CN.json";
import zhTW from "./messages/zh-TW.json";
import { BASENAME, createPortalRouter } from "./routes";
import { queryClient, runtime, setErrorListener } from "./runtime";

export const hostMessages = { "zh-TW": zhTW, "zh-CN": zhCN, "en-US": enUS };
const messages = mergeCatalogues(coreMessages, uiMessages, libraryMessages, hostMessages);
const HTML_LANG: Record<Locale, string> = {
  "zh-TW": "zh-Hant-HK",
  "zh-CN": "zh-Hans-CN",
  "en-US": "en-US",
};

type Router = ReturnType<typeof createPortalRouter>;

/**
 * Carries out the error catalogue's decisions (core) with the portal's effects: toasts,
 * dialogs, navigation, and the sign-in page when the session has ended.
 */
function ErrorEffectsBridge({ router }: { router: Router }) {
  const intl = useIntl();
  const message = useMessage();
  const alert = useAlert();
  useEffect(() => {
    setErrorListener((error) => {
      const { pathname, search } = router.state.location;
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
            void router.navigate(to, { state: to.startsWith("/login") ? { expired: true } : null }),
          openLoginDialog: () => void router.navigate("/login"),
          clearSession: () => runtime.session.getState().signOut(),
        },
        { intl, currentPath: pathname + search, schoolCode: runtime.school.getState().code },
      );
    });
    return () => setErrorListener(null);
  }, [intl, message, alert, router]);
  return null;
}

function Providers({ children }: { children: ReactNode }) {
  const locale = useStore(runtime.locale, (s) => s.locale);
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
  }, [locale]);
  return (
    <IntlProvider locale={locale} messages={messages[locale]}>
      <CampusThemeProvider>
        <PageStyle />
        <QueryClientProvider client={queryClient}>
          <MessageProvider>
            <DialogProvider>{children}</DialogProvider>
          </MessageProvider>
        </QueryClientProvider>
      </CampusThemeProvider>
    </IntlProvider>
  );
}

export function App() {
  const router = useMemo(() => createPortalRouter(), []);
  // The portal is signed in throughout: a feature that needs sign-in sends the user to the
  // sign-in page, and back here afterwards.
  const promptSignIn = useCallback(() => {
    const { pathname, search } = router.state.location;
    void router.navigate(loginPath("portal", { currentPath: pathname + search }));
    return Promise.resolve(false);
  }, [router]);
  useEffect(() => {
    // A session kept from an earlier visit: bring user info (children, permissions) up to date.
    if (runtime.session.getState().token) runtime.refreshUser().catch(() => undefined);
  }, []);
  return (
    <Providers>
      <RuntimeProvider runtime={runtime} promptSignIn={promptSignIn}>
        <ErrorEffectsBridge router={router} />
        <RouterProvider router={router} />
      </RuntimeProvider>
    </Providers>
  );
}

export { BASENAME };
