import styled from "styled-components";
import { theme } from "../theme/theme";

/**
 * A row of page links (a feature's own way around, a records family's pages): one line that
 * scrolls sideways on a phone, the current page (`aria-current="page"`, as `NavLink` sets it)
 * marked in amber. Put it in a `<nav aria-label>`, one `<li>` per link.
 */
export const NavLinks = styled.ul`
  display: flex;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space.md};
    border-radius: ${theme.radius.md};
    color: ${theme.color.text};
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
