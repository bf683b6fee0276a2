import { useRef, type ComponentProps } from "react";
import styled from "styled-components";
import { stripEdges, useStripEdges } from "../strip/strip-edges";
import { useRevealCurrent } from "../strip/use-reveal-current";
import { theme } from "../theme/theme";

const Row = styled.ul`
  display: flex;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  ${stripEdges}
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

/**
 * A row of page links (a feature's own way around, a records family's pages): one line that
 * scrolls sideways in a narrow box, fading at an end that hides more, the current page (`aria-current="page"`, as `NavLink` sets it)
 * marked in amber and scrolled into view. Put it in a `<nav aria-label>`, one `<li>` per link.
 */
export function NavLinks(props: Omit<ComponentProps<"ul">, "ref">) {
  const row = useRef<HTMLUListElement>(null);
  useRevealCurrent(row, '[aria-current="page"]');
  useStripEdges(row);
  return <Row ref={row} {...props} />;
}
