import { isLocale } from "@campus/contract";
import {
  addPageErrorListener,
  getPageRuntime,
  HTML_LANG,
  IntlProvider,
  loadCoreMessages,
  RuntimeProvider,
  setPageApiBase,
  useMessages,
  type ErrorArea,
  type MessageLoader,
  type SignInPrompt,
} from "@campus/core";
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useStore } from "zustand";
import { DialogProvider } from "../dialog/dialog-provider";
import { useShowError } from "../error-effects/use-show-error";
import { MessageProvider } from "../message/message";
import { SignInDialog, useSignInDialog } from "../sign-in-dialog/sign-in-dialog";
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
  /**
   * The element is a screen (a feature's pages): it takes the width its container gives it,
   * its content never widens it, and its layouts follow its own width (`screen` queries). Not
   * for an inline widget like the account button, whose width is its content's.
   */
  screen?: boolean;
  /**
   * The element leaves sign-in and the account menu to the page's own `<campus-account>` (a
   * feature element's `account="none"`): its frame shows no chip of its own.
   */
  withoutAccount?: boolean;
  children: ReactNode;
}

const AccountLeftToPage = createContext(false);

/** Whether this element leaves the account to the page's `<campus-account>` (`account="none"`). */
export const useAccountLeftToPage = () => useContext(AccountLeftToPage);

function ErrorEffects({ loginArea, signIn }: { loginArea: ErrorArea; signIn: SignInPrompt }) {
  const runtime = getPageRuntime();
  const showError = useShowError({
    area: () => loginArea,
    // An element lives on someone else's page: "home" is that page's own top.
    navigate: (to) => {
      if (to === "/") window.scrollTo(0, 0);
    },
    promptSignIn: signIn,
    // The library forgets the user (spec §8) once they chose not to sign in again; elsewhere
    // both token and user go.
    clearSession: (area, signedInAgain) => {
      if (signedInAgain) return;
      if (area === "library") runtime.session.getState().clearUser();
      else runtime.session.getState().signOut();
    },
    context: () => ({ schoolCode: runtime.school.getState().code }),
  });
  useEffect(() => addPageErrorListener(showError), [showError]);
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
  screen: isScreen = false,
  withoutAccount = false,
  children,
}: ElementShellProps) {
  const runtime = getPageRuntime();
  const locale = useStore(runtime.locale, (s) => s.locale);
  // Before the first render: a feature's first request must already go to the right place.
  useState(() => {
    setPageApiBase(apiBase);
    if (schoolCode && schoolCode !== runtime.school.getState().code)
      runtime.school.getState().setSchool(schoolCode);
    // The page's language is a default: a language the user chose on this device wins.
    if (isLocale(lang)) runtime.locale.getState().suggest(lang);
    return null;
  });
  useEffect(() => {
    setPageApiBase(apiBase);
  }, [apiBase]);
  // A mistyped code is said in the console; the check's code loads only where a code is given.
  useEffect(() => {
    if (schoolCode)
      void import("./check-school-code").then((m) => m.checkSchoolCode(runtime, schoolCode));
  }, [schoolCode, runtime]);
  // The page changing `lang` later (its own language switch) is a choice made for the user.
  const pageLang = useRef(lang);
  useEffect(() => {
    if (lang === pageLang.current) return;
    pageLang.current = lang;
    if (isLocale(lang) && lang !== runtime.locale.getState().locale)
      void runtime.switchLocale(lang).catch(() => undefined);
  }, [lang, runtime]);

  const loaders = useMemo(
    () => [loadCoreMessages, loadUiMessages, ...(messages ? [messages] : [])],
    [messages],
  );
  const catalogue = useMessages(loaders, locale);

  // Sign-in in place: whoever asked waits for the answer (signed in, or gave up).
  const signIn = useSignInDialog();

  // Nothing to show until the page's language has arrived (one small chunk).
  if (!catalogue) return null;
  return (
    <IntlProvider locale={locale} messages={catalogue}>
      <CampusThemeProvider>
        <ShadowStyle />
        {/* Everything, toasts and dialogs too, inside the box the host page's CSS cannot reach. */}
        <ElementRoot lang={HTML_LANG[locale]} $screen={isScreen}>
          <MessageProvider>
            <DialogProvider>
              <RuntimeProvider runtime={runtime} promptSignIn={signIn.prompt}>
                <ErrorEffects loginArea={loginArea} signIn={signIn.prompt} />
                <AccountLeftToPage.Provider value={withoutAccount}>
                  {children}
                </AccountLeftToPage.Provider>
                <SignInDialog
                  open={signIn.open}
                  reason={signIn.reason}
                  purpose={signIn.purpose}
                  onDone={signIn.settle}
                />
              </RuntimeProvider>
            </DialogProvider>
          </MessageProvider>
        </ElementRoot>
      </CampusThemeProvider>
    </IntlProvider>
  );
}
