import { useT } from "@campus/core";
import { NavLink, NavLinks, PageStack, RequireSignIn, theme, type UiMessageId } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { useLibraryLink } from "../../components/use-library-link";
import { LIBRARY_PAGES } from "../../routing/pages";
import type { LibraryMessageId } from "../../messages/message-ids";

/** The reader's pages (spec §2, /library/myrecord/…), in the order the route table lists them. */
const RECORD_PAGES = LIBRARY_PAGES.filter((page) => page.routeCode === "library.myrecord");

const Pages = styled(NavLinks)`
  padding-bottom: ${theme.space.xs};
  border-bottom: 1px solid ${theme.color.border};
`;

/** Every "my records" page: the way between them, then the page, for a signed-in reader. */
export function RecordsLayout({ children }: { children: ReactNode }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const link = useLibraryLink();
  return (
    <PageStack>
      <nav aria-label={t("library.route.myrecord")}>
        <Pages>
          {RECORD_PAGES.map(({ path, title }) => (
            <li key={path}>
              <NavLink to={link(path)} end>
                {t(title)}
              </NavLink>
            </li>
          ))}
        </Pages>
      </nav>
      <RequireSignIn why={t("library.signIn.why")}>{children}</RequireSignIn>
    </PageStack>
  );
}
