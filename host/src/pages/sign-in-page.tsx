import type { Locale, LoginType } from "@campus/contract";
import { useT } from "@campus/core";
import type { PortalMessageId } from "../messages/message-ids";
import { SignInForm, theme, useSearchParams, type SignInValues } from "@campus/ui";
import styled from "styled-components";
import { Link, Redirect } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { useStore } from "zustand";
import { Brand, Logo } from "../layout/brand";
import { useDocumentTitle } from "../layout/use-document-title";
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

// Top-aligned, with room above that does not depend on the form's height: a centred form moved
// up as the prerendered page arrived in parts (a layout shift Lighthouse counted).
const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-height: 100vh;
  padding: max(${theme.space.xl}, calc(50vh - 360px)) ${theme.space.md} ${theme.space.xl};
  background: linear-gradient(180deg, ${theme.color.primarySoft} 0%, ${theme.color.background} 60%);
`;

const Panel = styled.main`
  width: 100%;
  max-width: 420px;
  padding: ${theme.space.xl} ${theme.space.lg};
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.popup};
`;

const SignInBrand = styled(Brand)`
  margin-bottom: ${theme.space.lg};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.xxl};
`;

const Lead = styled.p`
  margin: ${theme.space.xs} 0 ${theme.space.xl};
  color: ${theme.color.textSecondary};
`;

const Notice = styled.p`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warning};
`;

const Links = styled.nav`
  display: flex;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.lg};
  font-size: ${theme.font.size.sm};
  a {
    color: ${theme.color.primaryText};
  }
`;

export interface SignInViewProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onSubmit: (values: SignInValues) => Promise<unknown>;
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
  expired,
  lastLoginType,
}: SignInViewProps) {
  const t = useT<PortalMessageId>();
  useDocumentTitle(t("ui.signIn.title"));
  return (
    <Screen>
      <Panel>
        <SignInBrand>
          <Logo aria-hidden="true">C</Logo>
          {t("host.app.name")}
        </SignInBrand>
        <Heading>{t("ui.signIn.title")}</Heading>
        <Lead>{t("host.signIn.subtitle")}</Lead>
        {expired && <Notice role="status">{t("host.signIn.expired")}</Notice>}
        <SignInForm
          locale={locale}
          defaultType={lastLoginType ?? undefined}
          onLocaleChange={onLocaleChange}
          onSubmit={onSubmit}
        />
      </Panel>
      <Links aria-label={t("host.footer.label")}>
        <Link to="/terms">{t("host.footer.terms")}</Link>
        <Link to="/privacy">{t("host.footer.privacy")}</Link>
      </Links>
    </Screen>
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
      expired={state?.expired === true}
      lastLoginType={lastLoginType}
    />
  );
}
