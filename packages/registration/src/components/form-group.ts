import { screen, theme } from "@campus/ui";
import styled from "styled-components";

/**
 * A titled group of a form's fields (the application's, the office's settings): one column on a
 * phone, two from 560 px, `.wide` children across both.
 */
export const Group = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  > legend {
    margin-bottom: ${theme.space.sm};
    padding: 0;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
  }
  ${screen.atLeast(560)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

/** One entry of a list in the form (a guardian, a class), framed, with its remove button. */
export const Entry = styled(Group)`
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  > legend {
    padding: 0 ${theme.space.xs};
    font-size: ${theme.font.size.md};
  }
`;
