import { useIntl } from "@campus/core";
import { useId, useRef, type ReactNode } from "react";
import styled, { keyframes } from "styled-components";
import { media, theme } from "../theme/theme";
import { useMessageHost } from "../message/message";
import { CloseButton } from "./close-button";
import { modalSurface } from "./modal-surface";
import { useModalDialog } from "./use-modal-dialog";

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and (with `closeOnBackdrop`) a backdrop click. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons under the content; none when left out. */
  footer?: ReactNode;
  /** Width from tablets up; phones always get (nearly) the whole screen. */
  width?: number | string;
  closeOnBackdrop?: boolean;
  /** "alertdialog" for confirmations and notices that interrupt the user. */
  role?: "dialog" | "alertdialog";
  /** Id of the element describing the dialog (an alert's text). */
  describedBy?: string;
}

// No fade: a dialog must be visible (and testable as such) from its first frame.
const appear = keyframes`from { transform: translateY(8px); }`;

const StyledDialog = styled.dialog<{ $width: string }>`
  /* Phones: nearly full screen, so long forms and text have room. */
  width: calc(100vw - 16px);
  max-width: none;
  max-height: calc(100dvh - 16px);
  ${modalSurface}
  border-radius: ${theme.radius.lg};
  ${media.tabletUp} {
    width: min(${(p) => p.$width}, calc(100vw - 48px));
    max-height: calc(100dvh - 96px);
  }
  &[open] {
    animation: ${appear} 0.15s ease-out;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
  padding: ${theme.space.lg} ${theme.space.lg} ${theme.space.md};
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: 0 ${theme.space.lg} ${theme.space.lg};
  overflow-wrap: anywhere;
`;

/**
 * A dialog's buttons, in one order everywhere (issue 9, item 8): the way out first, the action
 * last, at the end of the line — as the confirm dialogs have them. A form in a dialog puts its
 * cancel and submit buttons in one of these.
 */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;

const Footer = styled(DialogActions).attrs({ as: "footer" })`
  padding: ${theme.space.md} ${theme.space.lg};
  border-top: 1px solid ${theme.color.border};
`;

/**
 * A modal dialog on the native `<dialog>` (top layer: no portal, works in a shadow root).
 * Controlled: it shows while `open` and asks to close through `onClose`. Content is mounted
 * only while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  width = 520,
  closeOnBackdrop = false,
  role,
  describedBy,
}: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const { ref, dialogProps } = useModalDialog({ open, onClose, closeOnBackdrop });
  const messageHost = useRef<HTMLSpanElement>(null);
  useMessageHost(messageHost, open);
  if (!open) return null;
  return (
    <StyledDialog
      ref={ref}
      role={role === "alertdialog" ? role : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      $width={typeof width === "number" ? `${width}px` : width}
      {...dialogProps}
    >
      <Header>
        <Title id={titleId}>{title}</Title>
        <CloseButton label={intl.formatMessage({ id: "ui.dialog.close" })} onClick={onClose} />
      </Header>
      <Body>{children}</Body>
      {footer && <Footer>{footer}</Footer>}
      <span ref={messageHost} />
    </StyledDialog>
  );
}
