import { useElementInstance, useRuntime, useSession, useT } from "@campus/core";
import { Button, LanguageSelect, NavLink, NavLinks, theme, type UiMessageId } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { useLocation } from "wouter";
import type { RegistrationMessageId } from "../messages/message-ids";
import { FORM, HISTORY, LOGIN, withSchool } from "../routing/pages";
import { useGuardianSignedIn, useSchoolCode } from "../routing/registration-page";

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  padding-bottom: ${theme.space.sm};
  border-bottom: 1px solid ${theme.color.border};
  > strong {
    font-size: ${theme.font.size.lg};
  }
  @media print {
    display: none;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  font-size: ${theme.font.size.sm};
`;

/**
 * Registration's own layout (spec §2: the parent layout titled new-student registration): its
 * title, the guardian's way between the form and the history, the language, and sign-out.
 * The same on the portal and on a school's page.
 */
export function RegistrationFrame({ children }: { children: ReactNode }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  // In the portal (not a school's page), someone signed in with a school account came from its
  // menu (報名紀錄): the way back to the portal's home.
  const portal = useElementInstance() === null;
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  const code = useSchoolCode();
  const signedIn = useGuardianSignedIn();
  const user = useSession((s) => s.user);
  return (
    <>
      <Bar part="header">
        <strong>{t("registration.title")}</strong>
        <Tools>
          {signedIn && (
            <nav aria-label={t("registration.nav")}>
              <NavLinks>
                <li>
                  <NavLink to={withSchool(FORM, code)}>{t("registration.route.form")}</NavLink>
                </li>
                <li>
                  <NavLink to={withSchool(HISTORY, code)}>
                    {t("registration.route.history")}
                  </NavLink>
                </li>
              </NavLinks>
            </nav>
          )}
          {portal && user && !signedIn && <NavLink to="/">{t("ui.result.backHome")}</NavLink>}
          <LanguageSelect />
          {signedIn && user && (
            <>
              <span>{user.user_name}</span>
              <Button
                size="sm"
                onClick={() => {
                  // No child's details stay in this tab (a shared phone: signing out forgets
                  // the drafts); the server keeps the application for the next sign-in.
                  void runtime
                    .signOut()
                    .catch(() => undefined)
                    .then(() => navigate(withSchool(LOGIN, code), { replace: true }));
                }}
              >
                {t("registration.signOut")}
              </Button>
            </>
          )}
        </Tools>
      </Bar>
      {children}
    </>
  );
}
