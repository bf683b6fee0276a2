import { useIntl } from "@campus/core";
import { theme } from "@campus/ui";
import styled from "styled-components";
import { Link } from "wouter";

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
  }
`;

/** Footer with the terms and privacy links (spec §2). */
export function AppFooter() {
  const intl = useIntl();
  return (
    <Footer>
      <Link to="/terms">{intl.formatMessage({ id: "host.footer.terms" })}</Link>
      <Link to="/privacy">{intl.formatMessage({ id: "host.footer.privacy" })}</Link>
      <span>
        {intl.formatMessage({ id: "host.footer.copyright" }, { year: new Date().getFullYear() })}
      </span>
    </Footer>
  );
}
