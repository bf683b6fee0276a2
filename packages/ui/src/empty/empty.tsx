import { useIntl } from "@campus/core";
import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";

export interface EmptyProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  /** The main line; "no data" in the user's language by default. */
  title?: ReactNode;
  /** A second, quieter line: why it is empty or what to do. */
  description?: ReactNode;
  /** A button or link that fills it ("Browse books"). */
  action?: ReactNode;
  /** Smaller illustration and spacing, for cards and table bodies. */
  compact?: boolean;
}

const Root = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${(p) => (p.$compact ? theme.space.lg : theme.space.xxl)} ${theme.space.lg};
  text-align: center;
  color: ${theme.color.textSecondary};

  svg {
    width: ${(p) => (p.$compact ? "64px" : "96px")};
    height: auto;
  }
`;

const Title = styled.p`
  margin: 0;
  color: ${theme.color.text};
  font-size: ${theme.font.size.md};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
`;

const Action = styled.div`
  margin-top: ${theme.space.sm};
`;

/**
 * An empty tray, drawn inline so it follows the theme and needs no request. Colours go in
 * `style` because SVG presentation attributes do not resolve CSS custom properties.
 */
function Illustration() {
  const line = { fill: "none", stroke: theme.color.borderStrong, strokeWidth: 2 };
  return (
    <svg viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="56" rx="40" ry="6" style={{ fill: theme.color.neutralSoft }} />
      <path
        d="M16 34 26 12h44l10 22v16a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4z"
        style={{ ...line, fill: theme.color.surface }}
        strokeLinejoin="round"
      />
      <path d="M16 34h20a12 6 0 0 0 24 0h20" style={line} strokeLinejoin="round" />
      <path
        d="M38 24h20"
        style={{ stroke: theme.color.primary, strokeWidth: 3 }}
        strokeLinecap="round"
      />
    </svg>
  );
}

/** What a list, table or card shows when there is nothing in it. */
export function Empty({ title, description, action, compact = false, ...rest }: EmptyProps) {
  const intl = useIntl();
  return (
    <Root $compact={compact} {...rest}>
      <Illustration />
      <Title>{title ?? intl.formatMessage({ id: "ui.empty.noData" })}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
