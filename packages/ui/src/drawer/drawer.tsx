import { useIntl } from "@campus/core";
import { useId, type ReactNode } from "react";
import styled, { css, keyframes } from "styled-components";
import { CloseButton } from "../dialog/close-button";
import { modalSurface } from "../dialog/modal-surface";
import { useModalDialog } from "../dialog/use-modal-dialog";
import { theme } from "../theme/theme";

export type DrawerPlacement = "left" | "right";

export interface DrawerProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** Names the drawer (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Which edge it slides from. */
  placement?: DrawerPlacement;
  /** Default: the side menu's width (spec §9, 280 px); never wider than the screen allows. */
  width?: number | string;
}

const slideFrom = (placement: DrawerPlacement) =>
  keyframes`from { transform: translateX(${placement === "left" ? "-100%" : "100%"}); }`;

const StyledDrawer = styled.dialog<{ $placement: DrawerPlacement; $width: string }>`
  position: fixed;
  inset: ${(p) => (p.$placement === "left" ? "0 auto 0 0" : "0 0 0 auto")};
  /* Leave a strip of backdrop to tap, so the way out stays visible. */
  width: min(${(p) => p.$width}, calc(100vw - 48px));
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  ${modalSurface}
  &[open] {
    ${(p) => css`
      animation: ${slideFrom(p.$placement)} 0.2s ease-out;
    `}
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border};
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: ${theme.space.md} ${theme.space.lg};
`;

const Footer = styled.footer`
  padding: ${theme.space.md} ${theme.space.lg};
  border-top: 1px solid ${theme.color.border};
`;

/**
 * A side sheet (the phone side menu) on the native `<dialog>`: top layer, focus kept inside
 * and returned, Escape or a tap on the backdrop closes it. Content is mounted only while open.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  placement = "left",
  width = theme.layout.siderWidth,
}: DrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const { ref, dialogProps } = useModalDialog({ open, onClose, closeOnBackdrop: true });
  if (!open) return null;
  return (
    <StyledDrawer
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      $placement={placement}
      $width={typeof width === "number" ? `${width}px` : width}
      {...dialogProps}
    >
      <Header>
        <Title id={titleId}>{title}</Title>
        <CloseButton label={intl.formatMessage({ id: "ui.dialog.close" })} onClick={onClose} />
      </Header>
      <Body>{children}</Body>
      {footer && <Footer>{footer}</Footer>}
    </StyledDrawer>
  );
}
