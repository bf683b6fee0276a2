import { useIntl } from "@campus/core";
import { NavLink, NavLinks, PageStack, RequireSignIn, theme } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { useLibraryLink } from "../../components/use-library-link";
import { LIBRARY_PAGES } from "../../routing/pages";

/** The reader's pages (spec §2, /library/myrecord/…), in the order the route table lists them. */
const RECORD_PAGES = LIBRARY_PAGES.filter((page) => page.routeCode === "library.myrecord");

const Pages = styled(NavLinks)`
  padding-bottom: ${theme.space.xs};
  border-bottom: 1px solid ${theme.color.border};
`;

/** Every "my records" page: the way between them, then the page, for a signed-in reader. */
export function RecordsLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const link = useLibraryLink();
  return (
    <PageStack>
      <nav aria-label={intl.formatMessage({ id: "library.route.myrecord" })}>
        <Pages>
          {RECORD_PAGES.map(({ path, title }) => (
            <li key={path}>
              <NavLink to={link(path)} end>
                {intl.formatMessage({ id: title })}
              </NavLink>
            </li>
          ))}
        </Pages>
      </nav>
      <RequireSignIn why={intl.formatMessage({ id: "library.signIn.why" })}>
        {children}
      </RequireSignIn>
    </PageStack>
  );
}
