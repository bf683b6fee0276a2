import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Scrolls a sideways-scrolling row so that `item` is in view, with a little of its neighbours
 * showing (the reader sees the row goes on). Only the row scrolls, never the page.
 */
export function revealInStrip(strip: HTMLElement, item: HTMLElement): void {
  const box = strip.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  const margin = Math.min(48, Math.max(0, (box.width - at.width) / 2));
  if (at.left < box.left + margin) strip.scrollLeft -= box.left + margin - at.left;
  else if (at.right > box.right - margin) strip.scrollLeft += at.right - (box.right - margin);
}

/**
 * Keeps a row's current item (the selected tab, the current page's link: whatever `selector`
 * finds in it) in view. A row that scrolls sideways on a phone otherwise opens at its start, the
 * current item off-screen, so no visible tab looks selected (issue 9, item 3). Checked after
 * every render, it scrolls only when the current item changed: a reader's own scrolling stays.
 */
export function useRevealCurrent(strip: RefObject<HTMLElement | null>, selector: string): void {
  const shown = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const row = strip.current;
    const current = row?.querySelector<HTMLElement>(selector) ?? null;
    if (!row || !current || current === shown.current) return;
    shown.current = current;
    revealInStrip(row, current);
  });
}
