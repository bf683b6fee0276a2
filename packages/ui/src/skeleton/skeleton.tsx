import { useIntl } from "@campus/core";
import type { CSSProperties, HTMLAttributes } from "react";
import styled, { keyframes } from "styled-components";
import { VisuallyHidden } from "../button/button";
import { theme } from "../theme/theme";

export type SkeletonVariant = "text" | "avatar" | "block";

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  variant?: SkeletonVariant;
  /** Number of text lines (variant "text"); the last one is shorter, like a paragraph. */
  lines?: number;
  /** Width of a block, or of the text lines. */
  width?: CSSProperties["width"];
  /** Height of a block; the diameter of an avatar. */
  height?: CSSProperties["height"];
  /**
   * Announce "loading" and set aria-busy (default). Turn it off when the skeleton sits inside
   * something that already does, like a loading table, so a screen reader hears it once.
   */
  announce?: boolean;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

/** One grey shape. Decorative: the loading state is said in words by the container. */
const SkeletonShape = styled.span<{ $round?: boolean }>`
  display: block;
  border-radius: ${(p) => (p.$round ? "50%" : theme.radius.sm)};
  background: linear-gradient(
      90deg,
      ${theme.color.neutralSoft} 25%,
      ${theme.color.border} 37%,
      ${theme.color.neutralSoft} 63%
    )
    0 0 / 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

const Line = styled(SkeletonShape)`
  height: 0.9em;
  min-height: 12px;
  &:last-child:not(:first-child) {
    width: 60%;
  }
`;

/**
 * Placeholder shapes while content loads. The shapes are hidden from assistive technology; a
 * visually hidden "loading" and aria-busy on the container say it instead.
 */
export function Skeleton({
  variant = "text",
  lines = 3,
  width,
  height,
  announce = true,
  style,
  ...rest
}: SkeletonProps) {
  const intl = useIntl();
  const size = height ?? (variant === "avatar" ? 40 : 96);
  const shapes =
    variant === "text" ? (
      <Lines style={{ width }}>
        {Array.from({ length: Math.max(1, lines) }, (_, i) => (
          <Line key={i} />
        ))}
      </Lines>
    ) : (
      <SkeletonShape
        $round={variant === "avatar"}
        style={{ width: variant === "avatar" ? size : (width ?? "100%"), height: size }}
      />
    );
  return (
    <div data-variant={variant} aria-busy={announce || undefined} style={style} {...rest}>
      <span aria-hidden="true">{shapes}</span>
      {announce && (
        <VisuallyHidden>{intl.formatMessage({ id: "ui.button.loading" })}</VisuallyHidden>
      )}
    </div>
  );
}
