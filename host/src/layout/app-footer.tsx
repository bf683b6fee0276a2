import { useT } from "@campus/core";
import { theme } from "@campus/ui";
import styled from "styled-components";
import { Link } from "wouter";
import type { PortalMessageId } from "../messages/message-ids";

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.xs} ${theme.space.lg};
  padding: ${theme.space.lg};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  a {
    color: ${theme.color.primaryText};
    /* A finger's width (issue 35, item 21), the text where it was. */
    @media (pointer: coarse) {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;

/** Footer with the terms and privacy links (spec §2). */
export function AppFooter() {
  const t = useT<PortalMessageId>();
  return (
    <Footer>
      <Link to="/terms">{t("host.footer.terms")}</Link>
      <Link to="/privacy">{t("host.footer.privacy")}</Link>
      <span>{t("host.footer.copyright", { year: new Date().getFullYear() })}</span>
    </Footer>
  );
}
