import { theme } from "@campus/ui";
import styled from "styled-components";

/*
 * The parts the signed-out one-panel pages share (a school's set-up, a student's activation):
 * the language choice above the form, a refusal in a box, facts as label–value pairs, a note.
 */

export const PanelLanguage = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${theme.space.md};
`;

export const PanelProblem = styled.p`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
`;

export const PanelFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

export const PanelNote = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
