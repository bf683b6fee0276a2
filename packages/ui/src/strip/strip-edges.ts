import { useLayoutEffect, type RefObject } from "react";
import { css } from "styled-components";

/** Which ends of a sideways-scrolling row hide more of it: "start", "end", both or neither. */
export function hiddenEnds(row: Pick<HTMLElement, "scrollLeft" | "scrollWidth" | "clientWidth">) {
  // scrollLeft is negative from the start in a right-to-left row; its size is what counts.
  const scrolled = Math.abs(row.scrollLeft);
  const ends: string[] = [];
  if (scrolled > 1) ends.push("start");
  if (scrolled + row.clientWidth < row.scrollWidth - 1) ends.push("end");
  return ends.join(" ");
}

/**
 * Marks the ends of a sideways-scrolling row that hide more of it (`data-more="start end"`),
 * for `stripEdges` to fade: a row cut off at the edge of a narrow box otherwise gives no sign
 * that it goes on (issue 18, item 8). Kept up to date on scroll and resize, without renders.
 */
export function useStripEdges(strip: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const row = strip.current;
    if (!row) return;
    const update = () => {
      const ends = hiddenEnds(row);
      if (ends) row.dataset.more = ends;
      else delete row.dataset.more;
    };
    update();
    row.addEventListener("scroll", update, { passive: true });
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    resized?.observe(row);
    for (const child of row.children) resized?.observe(child);
    return () => {
      row.removeEventListener("scroll", update);
      resized?.disconnect();
    };
  });
}

const FADE = "32px";

/** The fade at the ends `useStripEdges` marks: the row visibly runs on past the edge. */
export const stripEdges = css`
  &[data-more="end"] {
    mask-image: linear-gradient(to right, #000 calc(100% - ${FADE}), transparent);
  }
  &[data-more="start"] {
    mask-image: linear-gradient(to left, #000 calc(100% - ${FADE}), transparent);
  }
  &[data-more="start end"] {
    mask-image: linear-gradient(
      to right,
      transparent,
      #000 ${FADE},
      #000 calc(100% - ${FADE}),
      transparent
    );
  }
`;
