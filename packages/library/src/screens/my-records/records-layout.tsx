import { useIntl } from "@campus/core";
import { theme } from "@campus/ui";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import styled from "styled-components";
import { RequireReader } from "../../components/require-reader";
import { Page } from "../../components/section";
import { useLibraryLink } from "../../components/use-library-link";
import { LIBRARY_PAGES } from "../../routing/pages";

/** The reader's pages (spec §2, /library/myrecord/…), in the order the route table lists them. */
const RECORD_PAGES = LIBRARY_PAGES.filter((page) => page.routeCode === "library.myrecord");

const Nav = styled.nav`
  ul {
    display: flex;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0 0 ${theme.space.xs};
    list-style: none;
    overflow-x: auto;
    border-bottom: 1px solid ${theme.color.border};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space.md};
    border-radius: ${theme.radius.md};
    color: ${theme.color.textSecondary};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    background: ${theme.color.neutralSoft};
  }
  a[aria-current="page"] {
    background: ${theme.color.primarySoft};
    color: ${theme.color.primaryText};
    font-weight: ${theme.font.weight.medium};
  }
`;

/** Every "my records" page: the way between them, then the page, for a signed-in reader. */
export function RecordsLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const link = useLibraryLink();
  return (
    <Page>
      <Nav aria-label={intl.formatMessage({ id: "library.route.myrecord" })}>
        <ul>
          {RECORD_PAGES.map(({ path, title }) => (
            <li key={path}>
              <NavLink to={link(path)} end>
                {intl.formatMessage({ id: title })}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      <RequireReader>{children}</RequireReader>
    </Page>
  );
}
