import { theme } from "@campus/ui";
import styled from "styled-components";

/** Two fields side by side where there is room (a title in each language), one above the other on a phone. */
export const FormPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${theme.space.lg};
`;
