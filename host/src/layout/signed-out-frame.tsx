import { useT } from "@campus/core";
import { LanguageSelect, theme, type UiMessageId } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Link } from "wouter";
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

const Main = styled.main`
  min-height: 60vh;
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

/**
 * What surrounds an error or legal page for someone not signed in: the portal's name (a way
 * home), a language switch, the page as `<main>`, and the footer's links.
 */
export function SignedOutFrame({ children }: { children: ReactNode }) {
  const t = useT<PortalMessageId | UiMessageId>();
  return (
    <>
      <Bar>
        <Brand as={Link} to="/">
          <Logo aria-hidden="true">C</Logo>
          {t("host.app.name")}
        </Brand>
        <LanguageSelect />
      </Bar>
      <Main id="main">{children}</Main>
      <Footer aria-label={t("host.footer.label")}>
        <Link to="/terms">{t("host.footer.terms")}</Link>
        <Link to="/privacy">{t("host.footer.privacy")}</Link>
      </Footer>
    </>
  );
}
