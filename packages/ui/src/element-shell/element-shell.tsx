import { isLocale } from "@campus/contract";
import {
  addPageErrorListener,
  applyDecision,
  decideError,
  getPageRuntime,
  HTML_LANG,
  IntlProvider,
  loadChunk,
  loadCoreMessages,
  RuntimeProvider,
  setPageApiBase,
  useIntl,
  useMessages,
  type ErrorArea,
  type MessageLoader,
} from "@campus/core";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useStore } from "zustand";
import { DialogProvider, useAlert } from "../dialog/dialog-provider";
import { Dialog } from "../dialog/dialog";
import { MessageProvider, useMessage } from "../message/message";
import { Skeleton } from "../skeleton/skeleton";
import { loadUiMessages } from "../load-messages";
import { CampusThemeProvider, ElementRoot, ShadowStyle } from "../theme/provider";

/** Attributes every Campus element shares. */
export interface ShellAttributes {
  /** zh-TW (default), zh-CN or en-US; applies to every element on the page. */
  lang?: string;
  /** The API's origin, when it is not where the bundle was loaded from. */
  apiBase?: string;
  /** The school this page belongs to. */
  schoolCode?: string;
}

export interface ElementShellProps extends ShellAttributes {
  /** The feature's own messages (one language at a time), merged over core's and ui's. */
  messages?: MessageLoader;
  /** Where a 'please log in first' happens (spec §8): the library asks in a dialog. */
  loginArea?: ErrorArea;
  children: ReactNode;
}

function ErrorEffects({ loginArea, openSignIn }: { loginArea: ErrorArea; openSignIn: () => void }) {
  const intl = useIntl();
  const message = useMessage();
  const alert = useAlert();
  useEffect(() => {
    const runtime = getPageRuntime();
    return addPageErrorListener((error) => {
      applyDecision(
        decideError(error.failure, loginArea),
        {
          toast: (text, { durationMs }) => message.error(text, { durationMs }),
          alert: ({ title, text, action }) =>
            void alert({ title, content: text }).then(
              () => action === "reload" && window.location.reload(),
            ),
          // An element lives on someone else's page: "home" is that page's own top.
          navigate: (to) => {
            if (to === "/") window.scrollTo(0, 0);
          },
          openLoginDialog: openSignIn,
          // The library keeps the token but forgets the user (spec §8); elsewhere both go.
          clearSession: () =>
            loginArea === "library"
              ? runtime.session.getState().clearUser()
              : runtime.session.getState().signOut(),
        },
        { intl, schoolCode: runtime.school.getState().code },
      );
    });
  }, [intl, message, alert, loginArea, openSignIn]);
  return null;
}

/**
 * What every element renders inside its shadow root: the box the host page's CSS cannot
 * reach, theme, messages in the page's shared language, the page's shared runtime and query
 * cache, toasts, dialogs, the error catalogue's effects, and sign-in in a dialog whenever a
 * feature asks for it (`useSignInPrompt`).
 */
export function ElementShell({
  lang,
  apiBase,
  schoolCode,
  messages,
  loginArea = "portal",
  children,
}: ElementShellProps) {
  const runtime = getPageRuntime();
  const locale = useStore(runtime.locale, (s) => s.locale);
  // Before the first render: a feature's first request must already go to the right place.
  useState(() => {
    setPageApiBase(apiBase);
    if (schoolCode && schoolCode !== runtime.school.getState().code)
      runtime.school.getState().setSchool(schoolCode);
    if (isLocale(lang) && lang !== runtime.locale.getState().locale)
      runtime.locale.getState().setLocale(lang);
    return null;
  });
  useEffect(() => {
    setPageApiBase(apiBase);
  }, [apiBase]);
  useEffect(() => {
    if (isLocale(lang) && lang !== runtime.locale.getState().locale)
      void runtime.switchLocale(lang);
  }, [lang, runtime]);

  const loaders = useMemo(
    () => [loadCoreMessages, loadUiMessages, ...(messages ? [messages] : [])],
    [messages],
  );
  const catalogue = useMessages(loaders, locale);

  // Sign-in in place: whoever asked waits for the answer (signed in, or gave up).
  const [signingIn, setSigningIn] = useState(false);
  const waiting = useRef<((ok: boolean) => void)[]>([]);
  const settle = useCallback((ok: boolean) => {
    setSigningIn(false);
    for (const resolve of waiting.current.splice(0)) resolve(ok);
  }, []);
  const promptSignIn = useCallback(() => {
    setSigningIn(true);
    return new Promise<boolean>((resolve) => waiting.current.push(resolve));
  }, []);
  const openSignIn = useCallback(() => void promptSignIn(), [promptSignIn]);

  // Nothing to show until the page's language has arrived (one small chunk).
  if (!catalogue) return null;
  return (
    <IntlProvider locale={locale} messages={catalogue}>
      <CampusThemeProvider>
        <ShadowStyle />
        {/* Everything, toasts and dialogs too, inside the box the host page's CSS cannot reach. */}
        <ElementRoot lang={HTML_LANG[locale]}>
          <MessageProvider>
            <DialogProvider>
              <RuntimeProvider runtime={runtime} promptSignIn={promptSignIn}>
                <ErrorEffects loginArea={loginArea} openSignIn={openSignIn} />
                {children}
                <SignInDialog open={signingIn} onDone={settle} />
              </RuntimeProvider>
            </DialogProvider>
          </MessageProvider>
        </ElementRoot>
      </CampusThemeProvider>
    </IntlProvider>
  );
}

/** The form (and the schema it validates with) loads the first time someone signs in. */
const SignInForm = lazy(() =>
  loadChunk(() => import("../sign-in-form/sign-in-form")).then((m) => ({ default: m.SignInForm })),
);

function SignInDialog({ open, onDone }: { open: boolean; onDone: (ok: boolean) => void }) {
  const intl = useIntl();
  const runtime = getPageRuntime();
  const locale = useStore(runtime.locale, (s) => s.locale);
  return (
    <Dialog
      open={open}
      onClose={() => onDone(false)}
      title={intl.formatMessage({ id: "ui.signIn.title" })}
    >
      {open && (
        <Suspense fallback={<Skeleton lines={4} />}>
          <SignInForm
            locale={locale}
            onLocaleChange={(next) => void runtime.switchLocale(next)}
            onSubmit={async (values) => {
              await runtime.signIn(values, { silent: true });
              onDone(true);
            }}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
