import { theme } from "@campus/ui";
import styled from "styled-components";

/**
 * A row of page links (the library's own way around, the records' pages): one line that
 * scrolls sideways on a phone, the current page marked in amber.
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
