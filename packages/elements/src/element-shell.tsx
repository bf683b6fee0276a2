import { isLocale } from "@campus/contract";
import {
  applyDecision,
  coreMessages,
  decideError,
  IntlProvider,
  mergeCatalogues,
  useIntl,
} from "@campus/core";
import {
  CampusThemeProvider,
  DialogProvider,
  ElementRoot,
  MessageProvider,
  ShadowStyle,
  uiMessages,
  useAlert,
  useMessage,
} from "@campus/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { useStore } from "zustand";
import { addErrorListener, queryClient, runtime, setApiBase } from "./runtime";

const messages = mergeCatalogues(coreMessages, uiMessages);

/** Attributes every Campus element shares. */
export interface ShellAttributes {
  /** zh-TW (default), zh-CN or en-US; applies to every element on the page. */
  lang?: string;
  /** The API's origin, when it is not where the bundle was loaded from. */
  apiBase?: string;
  /** The school this page belongs to. */
  schoolCode?: string;
}

function ErrorEffects({ loginArea }: { loginArea: "library" | "portal" }) {
  const intl = useIntl();
  const message = useMessage();
  const alert = useAlert();
  useEffect(
    () =>
      addErrorListener((error) => {
        applyDecision(
          decideError(error.failure, loginArea),
          {
            toast: (text, { durationMs }) => message.error(text, { durationMs }),
            alert: ({ title, text, action }) =>
              void alert({ title, content: text }).then(
                () => action === "reload" && window.location.reload(),
              ),
            navigate: (to) => {
              if (to === "/") window.location.assign("/");
            },
            openLoginDialog: () => runtime.session.getState().clearUser(),
            clearSession: () => runtime.session.getState().signOut(),
          },
          { intl, schoolCode: runtime.school.getState().code },
        );
      }),
    [intl, message, alert, loginArea],
  );
  return null;
}

/**
 * What every element renders around its content inside its shadow root: the reset against the
 * host page's styles, theme, messages in the shared locale, the shared query cache, toasts and
 * dialogs, and the error catalogue's effects.
 */
export function ElementShell({
  lang,
  apiBase,
  schoolCode,
  children,
}: ShellAttributes & { children: ReactNode }) {
  const locale = useStore(runtime.locale, (s) => s.locale);
  useEffect(() => setApiBase(apiBase), [apiBase]);
  useEffect(() => {
    if (isLocale(lang) && lang !== runtime.locale.getState().locale)
      void runtime.switchLocale(lang);
  }, [lang]);
  useEffect(() => {
    if (schoolCode && schoolCode !== runtime.school.getState().code)
      runtime.school.getState().setSchool(schoolCode);
  }, [schoolCode]);
  const htmlLang = locale === "zh-CN" ? "zh-Hans" : locale === "en-US" ? "en" : "zh-Hant";
  return (
    <IntlProvider locale={locale} messages={messages[locale]}>
      <CampusThemeProvider>
        <ShadowStyle />
        {/* Everything, toasts and dialogs too, inside the box the host page's CSS cannot reach. */}
        <ElementRoot lang={htmlLang}>
          <QueryClientProvider client={queryClient}>
            <MessageProvider>
              <DialogProvider>
                <ErrorEffects loginArea="portal" />
                {children}
              </DialogProvider>
            </MessageProvider>
          </QueryClientProvider>
        </ElementRoot>
      </CampusThemeProvider>
    </IntlProvider>
  );
}
