import { theme } from "@campus/ui";
import styled from "styled-components";

/**
 * A bordered panel with a heading line (title and status tags side by side): an application in
 * the history, its fee, its interview.
 */
export const Panel = styled.section`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  h2,
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

/** Terms and what they are, two columns at any width: an application's facts. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(4em, max-content) minmax(0, 1fr);
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
