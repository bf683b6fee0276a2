import { useIntl } from "@campus/core";
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import styled, { css, keyframes } from "styled-components";
import { theme } from "../theme/theme";

export type ButtonVariant = "primary" | "default" | "danger" | "text" | "link";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, announces busy and ignores clicks until the work is done. */
  loading?: boolean;
  /** Full width (forms on phones). */
  block?: boolean;
  icon?: ReactNode;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

const heights: Record<ButtonSize, string> = { sm: "28px", md: "36px", lg: "44px" };

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.color.primary};
    border-color: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.color.primaryHover};
      border-color: ${theme.color.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${theme.color.primaryActive};
    }
  `,
  default: css`
    background: ${theme.color.surface};
    border-color: ${theme.color.borderStrong};
    color: ${theme.color.text};
    &:hover:not(:disabled) {
      border-color: ${theme.color.primaryText};
      color: ${theme.color.primaryText};
    }
  `,
  danger: css`
    background: ${theme.color.danger};
    border-color: ${theme.color.danger};
    color: #fff;
    &:hover:not(:disabled) {
      filter: brightness(1.08);
    }
  `,
  text: css`
    background: transparent;
    border-color: transparent;
    color: ${theme.color.text};
    &:hover:not(:disabled) {
      background: ${theme.color.neutralSoft};
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${theme.color.primaryText};
    padding-inline: 0;
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: ${(p) => (p.$block ? "flex" : "inline-flex")};
  width: ${(p) => (p.$block ? "100%" : "auto")};
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: ${(p) => heights[p.$size]};
  /* 44 px touch targets on phones, whatever the size. */
  @media (pointer: coarse) {
    min-height: max(${(p) => heights[p.$size]}, 44px);
    min-width: 44px;
  }
  padding: 0 ${(p) => (p.$size === "sm" ? theme.space.md : theme.space.lg)};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font: inherit;
  font-size: ${(p) => (p.$size === "lg" ? theme.font.size.lg : theme.font.size.md)};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.2;
  /* A full-width button on a phone wraps a long label rather than overflow. */
  white-space: ${(p) => (p.$block ? "normal" : "nowrap")};
  text-align: center;
  padding-block: ${(p) => (p.$block ? theme.space.xs : 0)};
  cursor: pointer;
  transition:
    background 0.15s,
    border-color 0.15s,
    color 0.15s;
  ${(p) => variants[p.$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy="true"] {
    cursor: progress;
  }
`;

/**
 * The button. `loading` keeps its label (so the width does not jump), adds a spinner and a
 * screen-reader "loading" and refuses clicks.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = "default",
    size = "md",
    loading = false,
    block = false,
    icon,
    children,
    disabled,
    type = "button",
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : icon}
      {children}
      {loading && (
        <VisuallyHidden>{intl.formatMessage({ id: "ui.button.loading" })}</VisuallyHidden>
      )}
    </StyledButton>
  );
});

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
