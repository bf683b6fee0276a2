import { can, useRuntime, useT } from "@campus/core";
import { ElementAccount, NavLink, NavLinks, theme } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { useStore } from "zustand";
import { MY_RECORDS } from "../routing/pages";

import { useLibraryLink } from "./use-library-link";
import type { LibraryMessageId } from "../messages/message-ids";

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} 0;
  margin-bottom: ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border};
  /* The links take the line and scroll inside it when the box is narrow; they never widen it. */
  > nav {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const NAV = [
  ["/library/home", "library.route.home"],
  ["/library/rank", "library.route.rank"],
  ["/library/category", "library.route.category"],
  [MY_RECORDS, "library.route.myrecord"],
] as const;

/** The librarian's pages, each shown to those its permission admits. */
const STAFF_NAV = [
  ["library.desk", "/library/desk", "library.route.desk"],
  ["library.catalogue", "/library/catalogue", "library.route.catalogue"],
  ["library.reports", "/library/reports", "library.route.reports"],
] as const;

/**
 * The library's own way around: home, rankings, categories, my records, and the desk and the
 * catalogue for its staff. Each link names the school, so following it needs no hop through
 * the guard.
 */
export function LibraryNav() {
  const t = useT<LibraryMessageId>();
  const runtime = useRuntime();
  const link = useLibraryLink();
  const permissions = useStore(runtime.session, (s) => s.user?.permissions);
  const pages = [
    ...NAV,
    ...STAFF_NAV.filter(([page]) => can(permissions, page)).map(
      ([, path, title]) => [path, title] as const,
    ),
  ];
  return (
    <nav aria-label={t("library.nav")}>
      <NavLinks>
        {pages.map(([path, title]) => (
          <li key={path}>
            <NavLink to={link(path)}>{t(title)}</NavLink>
          </li>
        ))}
      </NavLinks>
    </nav>
  );
}

/** The library as an element shows it on a school's page: its way around, the reader's account. */
export function LibraryFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Bar part="header">
        <LibraryNav />
        <ElementAccount />
      </Bar>
      {children}
    </>
  );
}
