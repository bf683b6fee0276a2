import styled from "styled-components";
import { theme } from "../theme/theme";
import { NavLink } from "./routing";

/**
 * A link that reads as a page's main action ("Write a notice", "Add an event"): it looks like a
 * primary button, and is a link because it goes to another page rather than doing anything.
 */
export const ActionLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  text-decoration: none;
  font-weight: ${theme.font.weight.medium};
`;
