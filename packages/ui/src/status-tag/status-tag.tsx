import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";

export type StatusTone = "success" | "warning" | "danger" | "info" | "neutral" | "primary";

export interface StatusTagProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Danger = something went wrong or needs fixing, warning = waiting on someone, info = in
   * progress, success = done well, primary = the user's own pending action, neutral = closed
   * or inactive. Which status has which tone is the feature's (its `src/statuses.ts`).
   */
  tone: StatusTone;
  /** The status in words. */
  children: ReactNode;
}

// Each pair has a contrast of at least 5:1, so the label reads in every tone.
const colours: Record<StatusTone, { text: string; background: string }> = {
  success: { text: theme.color.success, background: theme.color.successSoft },
  warning: { text: theme.color.warning, background: theme.color.warningSoft },
  danger: { text: theme.color.danger, background: theme.color.dangerSoft },
  info: { text: theme.color.info, background: theme.color.infoSoft },
  neutral: { text: theme.color.textSecondary, background: theme.color.neutralSoft },
  primary: { text: theme.color.primaryText, background: theme.color.primarySoft },
};

const Tag = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  max-width: 100%;
  padding: 0 ${theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${theme.radius.pill};
  background: ${(p) => colours[p.$tone].background};
  color: ${(p) => colours[p.$tone].text};
  font-size: ${theme.font.size.sm};
  line-height: 22px;
  white-space: nowrap;

  &::before {
    content: "";
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/**
 * A status in words with its tone; the words are always there, the colour only helps. It knows
 * no feature: each maps its statuses to a tone and words.
 */
export function StatusTag({ tone, children, ...rest }: StatusTagProps) {
  return (
    <Tag $tone={tone} data-tone={tone} {...rest}>
      {children}
    </Tag>
  );
}
