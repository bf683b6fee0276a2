import { useT } from "@campus/core";
import { theme } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Link } from "wouter";
import type { PortalMessageId } from "../messages/message-ids";
import { Brand, Logo } from "./brand";
import { useDocumentTitle } from "./use-document-title";

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

const Panel = styled.main<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? "560px" : "420px")};
  padding: ${theme.space.xl} ${theme.space.lg};
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.popup};
`;

const PanelBrand = styled(Brand)`
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

const Links = styled.nav`
  display: flex;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.lg};
  font-size: ${theme.font.size.sm};
  a {
    color: ${theme.color.primaryText};
  }
`;

export interface PanelScreenProps {
  /** The page's heading, and the browser tab's title. */
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** A form with more to fill in than a sign-in: a wider panel on a wide screen. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A page of one panel on the portal's background, signed out: the sign-in page, a school's
 * set-up. The portal's mark above the heading, the legal links below.
 */
export function PanelScreen({ title, lead, wide = false, children }: PanelScreenProps) {
  const t = useT<PortalMessageId>();
  useDocumentTitle(title);
  return (
    <Screen>
      <Panel $wide={wide}>
        <PanelBrand>
          <Logo aria-hidden="true">C</Logo>
          {t("host.app.name")}
        </PanelBrand>
        <Heading>{title}</Heading>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Panel>
      <Links aria-label={t("host.footer.label")}>
        <Link to="/terms">{t("host.footer.terms")}</Link>
        <Link to="/privacy">{t("host.footer.privacy")}</Link>
      </Links>
    </Screen>
  );
}
