import { theme } from "@campus/ui";
import styled from "styled-components";

/** Warm, readable pairs: dark text on a light cover, as amber's own rule asks. */
const PALETTE = [
  ["#ffe8b3", "#5c3d00"],
  ["#d9f2e6", "#0b4d2e"],
  ["#dbeafe", "#1e3a8a"],
  ["#fde2e4", "#7f1d1d"],
  ["#ede9fe", "#4c1d95"],
  ["#e0f2f1", "#134e4a"],
  ["#fef3c7", "#713f12"],
  ["#fce7f3", "#831843"],
] as const;

const Cover = styled.div<{ $bg: string; $fg: string; $size: "sm" | "md" | "lg" }>`
  position: relative;
  flex: none;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  width: ${(p) => ({ sm: "48px", md: "100%", lg: "160px" })[p.$size]};
  aspect-ratio: 3 / 4;
  padding: ${(p) => (p.$size === "sm" ? "4px" : theme.space.sm)};
  overflow: hidden;
  border-radius: ${theme.radius.sm} ${theme.radius.md} ${theme.radius.md} ${theme.radius.sm};
  background: ${(p) => p.$bg};
  color: ${(p) => p.$fg};
  box-shadow:
    inset 4px 0 0 rgba(0, 0, 0, 0.08),
    ${theme.shadow.card};
  font-weight: ${theme.font.weight.bold};
  font-size: ${(p) => ({ sm: "8px", md: "14px", lg: "18px" })[p.$size]};
  line-height: 1.3;
  overflow-wrap: anywhere;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Title = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Author = styled.span`
  font-weight: ${theme.font.weight.regular};
  font-size: 0.75em;
  opacity: 0.85;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export interface BookCoverProps {
  id: number;
  title: string;
  author?: string;
  /** An image address; without one a cover is drawn from the title. */
  src?: string | null;
  size?: "sm" | "md" | "lg";
}

/**
 * A book's cover. Catalogues rarely have images for every book (and the demo has none), so a
 * cover is drawn: a colour fixed by the book's id, its title and author. Decorative: the title
 * is always written next to it.
 */
export function BookCover({ id, title, author, src, size = "md" }: BookCoverProps) {
  const [bg, fg] = PALETTE[id % PALETTE.length]!;
  return (
    <Cover $bg={bg} $fg={fg} $size={size} aria-hidden="true" data-testid="book-cover">
      <Title>{title}</Title>
      {author && size !== "sm" && <Author>{author}</Author>}
      {src && <img src={src} alt="" loading="lazy" />}
    </Cover>
  );
}
