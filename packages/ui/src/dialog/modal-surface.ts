import { css } from "styled-components";
import { theme } from "../theme/theme";

/**
 * What every modal `<dialog>` shares (Dialog, Drawer): the surface, a column layout while
 * open, the dimmed backdrop, no focus ring on the dialog itself, no motion when the user
 * asked for less. Each adds its own size, place and entrance.
 */
export const modalSurface = css`
  padding: 0;
  border: 0;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.popup};
  /* Scrolling to the end of a dialog does not scroll the page behind it on: an element's
     dialog cannot lock the school's page (use-modal-dialog). */
  overscroll-behavior: contain;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: ${theme.color.overlay};
  }
  &:focus-visible {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    &[open] {
      animation: none;
    }
  }
`;
