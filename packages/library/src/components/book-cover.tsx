import { theme } from "@campus/ui";
import { useLayoutEffect, useRef } from "react";
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
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Title = styled.span<{ $corner: boolean }>`
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
  /* English words break between words, hyphenated where the browser knows the language's
     hyphenation; a word still too wide shrinks the font (see fitWords), never "Dinosau / r". */
  hyphens: auto;
  /* Stated, not inherited: the cards and cells a cover sits in break anywhere. */
  overflow-wrap: normal;
  word-break: normal;
  /* A badge on the top right corner (a ranking's place, BookCard's Rank): the title keeps
     clear of it. */
  padding-inline-end: ${(p) => (p.$corner ? "18px" : "0")};
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
  /** Something sits on the cover's top right corner (a ranking's place): leave it room. */
  corner?: boolean;
}

/** The smallest font a drawn title shrinks to, as a share of its size's own. */
const SMALLEST = 0.65;

/**
 * Shrinks a drawn title until its longest word fits the cover's width (a 48 px cover cannot hold
 * "Dinosaur" at 8 px); a word too long even then breaks where it must.
 */
function fitWords(title: HTMLElement) {
  title.style.fontSize = "";
  title.style.overflowWrap = "";
  const base = parseFloat(getComputedStyle(title).fontSize);
  let size = base;
  while (title.scrollWidth > title.clientWidth && size > base * SMALLEST) {
    size = Math.max(base * SMALLEST, size - 0.5);
    title.style.fontSize = `${size}px`;
  }
  if (title.scrollWidth > title.clientWidth) title.style.overflowWrap = "anywhere";
}

/** Latin letters and no Han characters: an English title, hyphenated as English. */
function titleLang(title: string): string | undefined {
  return /\p{Script=Han}/u.test(title) || !/[A-Za-z]/.test(title) ? undefined : "en";
}

/**
 * A book's cover. Catalogues rarely have images for every book (and the demo has none), so a
 * cover is drawn: a colour fixed by the book's id, its title and author. Decorative: the title
 * is always written next to it.
 */
export function BookCover({ id, title, author, src, size = "md", corner = false }: BookCoverProps) {
  const [bg, fg] = PALETTE[id % PALETTE.length]!;
  const titleRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (titleRef.current && !src) fitWords(titleRef.current);
  }, [title, size, corner, src]);
  return (
    <Cover $bg={bg} $fg={fg} $size={size} aria-hidden="true" data-testid="book-cover">
      <Title ref={titleRef} $corner={corner} lang={titleLang(title)}>
        {title}
      </Title>
      {author && size !== "sm" && <Author>{author}</Author>}
      {src && <img src={src} alt="" loading="lazy" />}
    </Cover>
  );
}
