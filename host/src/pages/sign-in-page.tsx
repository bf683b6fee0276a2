import {
  codeSignInApiRoutes,
  type CodeSignInRequest,
  type Locale,
  type LoginType,
  type SignInCodeRequest,
} from "@campus/contract";
import { useT } from "@campus/core";
import type { PortalMessageId } from "../messages/message-ids";
import { SignInForm, theme, useSearchParams, type SignInValues } from "@campus/ui";
import styled from "styled-components";
import { Link, Redirect } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { useStore } from "zustand";
import { PanelScreen } from "../layout/panel-screen";
import { HOME_PATH } from "../routes/home-path";
import { runtime } from "../runtime";

/**
 * Where to go after signing in: the page the user asked for, if it is one of ours. Anything
 * else (another origin, "//evil.example", the sign-in page itself) goes home.
 */
export function redirectTarget(param: string | null): string {
  if (!param || !param.startsWith("/") || param.startsWith("//") || param.startsWith("/\\")) {
    return HOME_PATH;
  }
  return param === "/login" || param.startsWith("/login?") ? HOME_PATH : param;
}

const Activate = styled.p`
  margin: ${theme.space.lg} 0 0;
  text-align: center;
  font-size: ${theme.font.size.sm};
`;

const Notice = styled.p`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warning};
`;

export interface SignInViewProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onSubmit: (values: SignInValues) => Promise<unknown>;
  /** A parent's sign-in by a code to their mobile: sends it, and signs in with it. */
  onSendCode?: (phone: SignInCodeRequest) => Promise<number>;
  onCodeSubmit?: (values: Omit<CodeSignInRequest, "lang">) => Promise<unknown>;
  /** The session ended while the user was working: say so above the form. */
  expired?: boolean;
  /** The login type last used on this device: the form starts there. */
  lastLoginType?: LoginType | null;
}

/** The school login page (spec §6): what it shows, apart from where its answers go. */
export function SignInView({
  locale,
  onLocaleChange,
  onSubmit,
  onSendCode,
  onCodeSubmit,
  expired,
  lastLoginType,
}: SignInViewProps) {
  const t = useT<PortalMessageId>();
  return (
    <PanelScreen title={t("ui.signIn.title")} lead={t("host.signIn.subtitle")}>
      {expired && <Notice role="status">{t("host.signIn.expired")}</Notice>}
      <SignInForm
        locale={locale}
        defaultType={lastLoginType ?? undefined}
        onLocaleChange={onLocaleChange}
        onSubmit={onSubmit}
        onSendCode={onSendCode}
        onCodeSubmit={onCodeSubmit}
      />
      {/* A student's first sign-in: the code on the letter the school printed. */}
      <Activate>
        <Link to="/activate">{t("host.signIn.activate")}</Link>
      </Activate>
    </PanelScreen>
  );
}

/** `/login`: signs in on the portal's runtime, then goes back where the user was heading. */
export function SignInPage() {
  const token = useStore(runtime.session, (s) => s.token);
  const locale = useStore(runtime.locale, (s) => s.locale);
  const lastLoginType = useStore(runtime.session, (s) => s.lastLoginType);
  const [params] = useSearchParams();
  // Set by the error effects when the session ended mid-work (app.tsx), kept in the history entry.
  const state = useHistoryState<{ expired?: boolean } | null>();
  if (token) return <Redirect to={redirectTarget(params.get("redirect"))} replace />;
  return (
    <SignInView
      locale={locale}
      onLocaleChange={(next) => void runtime.switchLocale(next)}
      // Failures are shown by the form, in place, not as a toast as well.
      onSubmit={(values) => runtime.signIn(values, { silent: true })}
      onSendCode={async (phone) =>
        (
          await runtime.api.request(
            codeSignInApiRoutes.loginSendCode,
            { body: phone },
            { silent: true },
          )
        ).resend_after
      }
      onCodeSubmit={async (values) => {
        const { token, user, expires_at } = await runtime.api.request(
          codeSignInApiRoutes.loginByCode,
          { body: { ...values, lang: locale } },
          { silent: true },
        );
        runtime.session.getState().signIn(token, user, expires_at);
        runtime.session.getState().rememberLoginType("parent");
      }}
      expired={state?.expired === true}
      lastLoginType={lastLoginType}
    />
  );
}
