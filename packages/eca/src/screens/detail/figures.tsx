import { theme } from "@campus/ui";
import styled from "styled-components";

/** What a student's records add up to: three figures side by side (the overview's too). */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  div {
    display: grid;
    gap: ${theme.space.xs};
  }
  dt {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.medium};
  }
`;
