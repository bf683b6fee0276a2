import styled, { css } from "styled-components";
import { theme } from "../theme/theme";

/*
 * What checkboxes and radios share, in a module of its own: a page with radios alone (a form
 * of choices) does not take the checkbox's code with them.
 */

/** Shared by checkbox and radio: a native input drawn in the theme's colours. */
export const choiceInput = css`
  flex: none;
  appearance: none;
  display: inline-grid;
  place-content: center;
  width: 18px;
  height: 18px;
  /* The label's font, so 1lh below is the label's line height. */
  font: inherit;
  /* Centres the box on the first line of a label that wraps. */
  margin: calc((1lh - 18px) / 2) 0 0;
  border: 1.5px solid ${theme.color.borderStrong};
  background: ${theme.color.surface};
  cursor: inherit;
  &::before {
    content: "";
    transform: scale(0);
    transition: transform 0.1s;
    background: ${theme.color.onPrimary};
  }
  &:checked {
    border-color: ${theme.color.primaryText};
    background: ${theme.color.primary};
  }
  &:checked::before {
    transform: scale(1);
  }
  &:hover:not(:disabled) {
    border-color: ${theme.color.primaryText};
  }
  &[aria-invalid="true"] {
    border-color: ${theme.color.danger};
  }
  &:disabled {
    border-color: ${theme.color.border};
    background: ${theme.color.neutralSoft};
  }
  &:disabled::before {
    background: ${theme.color.textDisabled};
  }
  @media (pointer: coarse) {
    margin-top: 0;
  }
`;

/** What `ref` gives a group: focus goes to its first choice (react-hook-form's error focus). */
export interface ChoiceGroupHandle {
  focus: () => void;
}

export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space.xs};
  font-weight: ${theme.font.weight.medium};
`;
