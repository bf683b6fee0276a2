import { useT } from "@campus/core";
import {
  defineFeatureElement,
  NavLink,
  NavLinks,
  theme,
  type FeatureElementAttributes,
} from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { MANUAL_PAGES } from "./content/doc";
import { manualFeature } from "./feature";
import type { ManualMessageId } from "./messages/message-ids";
import { manualPath, MANUAL_PAGE_INFO } from "./routing/pages";

const Bar = styled.nav`
  min-width: 0;
  margin-bottom: ${theme.space.lg};
`;

/** Around the pages on a school's page: the manual's three pages. */
function ManualFrame({ children }: { children: ReactNode }) {
  const t = useT<ManualMessageId>();
  return (
    <>
      <Bar part="header" aria-label={t("manual.nav")}>
        <NavLinks>
          {MANUAL_PAGES.map((page) => (
            <li key={page}>
              <NavLink to={manualPath(page)}>{t(MANUAL_PAGE_INFO[page].title)}</NavLink>
            </li>
          ))}
        </NavLinks>
      </Bar>
      {children}
    </>
  );
}

/**
 * `<campus-manual>`: the user manual for parents on a school's own page — how the school
 * communicates with parents, how attendance and leave work, how school payments work — with
 * each page's contents and a search across the manual in the reader's language. Needs no
 * sign-in. Shares its language with every Campus element on the page and the portal.
 *
 * @element campus-manual
 * @attr {string} lang - Interface language: zh-TW (default), zh-CN or en-US. Applies page-wide.
 * @attr {string} api-base - Origin of the Campus API; defaults to where the bundle was loaded from.
 * @attr {string} path - The page to open on: "/manual/p_communication" (default), "/manual/p_studentAttendance" or "/manual/p_GRWTHPay"; `?section=<anchor>` opens on a section, `?q=<words>` on a search.
 * @attr {"memory" | "hash"} routing - "memory" (default) keeps the element's own history; "hash" puts the page in the URL hash for deep links. One element per page owns the hash: the first that asks.
 * @fires campus-navigate - The element moved to another page. `detail: { path: string }`
 * @fires campus-locale-change - Switched language. `detail: { locale: "zh-TW" | "zh-CN" | "en-US" }`
 * @csspart header - The bar of the manual's three guides.
 * @csspart content - The guide under the header.
 * @example The parents' manual, opening on the payments page.
 * <campus-manual path="/manual/p_GRWTHPay"></campus-manual>
 */
export function defineCampusManual() {
  return defineFeatureElement("campus-manual", {
    feature: manualFeature,
    home: manualPath("p_communication"),
    Frame: ManualFrame,
  });
}

export type CampusManualAttributes = FeatureElementAttributes;

declare global {
  interface HTMLElementTagNameMap {
    "campus-manual": HTMLElement & CampusManualAttributes;
  }
}

// Importing this module registers the tag (once); `@campus/manual` itself has no side effects.
defineCampusManual();
