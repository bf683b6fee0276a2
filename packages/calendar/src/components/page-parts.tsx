import { NavLink, theme } from "@campus/ui";
import styled from "styled-components";
import type { EntryLink } from "./entry-list";

/** A screen's own "could not load" line with its retry button beside. */
export const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
`;

/** How a full screen's entries link to their detail: the page's own router. */
export const PageLink: EntryLink = ({ to, className, children }) => (
  <NavLink to={to} className={className}>
    {children}
  </NavLink>
);
