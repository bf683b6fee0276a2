import { useT } from "@campus/core";
import { LanguageSelect, media, theme, useSearchString, type UiMessageId } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Link, useLocation } from "wouter";
import type { PortalMessageId } from "../messages/message-ids";
import { Brand, Logo } from "./brand";

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  flex-wrap: wrap;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

/* Beside the name on a wide screen; on a phone its own line, scrolling sideways. */
const Nav = styled.div`
  order: 3;
  flex: 1 1 100%;
  min-width: 0;
  ${media.tabletUp} {
    order: 0;
    flex-basis: 0;
  }
`;

const Main = styled.main`
  min-height: 60vh;
`;

const SignIn = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const Footer = styled.footer`
  display: flex;
  justify-content: center;
  gap: ${theme.space.lg};
  padding: ${theme.space.lg} ${theme.space.md};
  font-size: ${theme.font.size.sm};
  a {
    color: ${theme.color.primaryText};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
`;

/** The sign-in page, and back to this page afterwards. */
function SignInLink() {
  const t = useT<PortalMessageId>();
  const [pathname] = useLocation();
  const search = useSearchString();
  return (
    <SignIn href={`/login?redirect=${encodeURIComponent(pathname + search)}`}>
      {t("host.route.login")}
    </SignIn>
  );
}

/**
 * What surrounds a page for someone not signed in — an error or legal page, or the library
 * browsed by school code: the portal's name (a way home), the pages' own `nav` if they have one,
 * a language switch, with `signIn` a sign-in button in place of the menu, the page as `<main>`,
 * and the footer's links.
 */
export function SignedOutFrame({
  signIn = false,
  nav,
  children,
}: {
  signIn?: boolean;
  nav?: ReactNode;
  children: ReactNode;
}) {
  const t = useT<PortalMessageId | UiMessageId>();
  return (
    <>
      <Bar>
        <Brand as={Link} to="/">
          <Logo aria-hidden="true">C</Logo>
          {t("host.app.name")}
        </Brand>
        {nav && <Nav>{nav}</Nav>}
        <Tools>
          <LanguageSelect />
          {signIn && <SignInLink />}
        </Tools>
      </Bar>
      <Main id="main">{children}</Main>
      <Footer aria-label={t("host.footer.label")}>
        <Link to="/terms">{t("host.footer.terms")}</Link>
        <Link to="/privacy">{t("host.footer.privacy")}</Link>
      </Footer>
    </>
  );
}
