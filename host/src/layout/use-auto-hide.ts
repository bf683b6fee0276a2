import { theme } from "@campus/ui";
import { useEffect, useState } from "react";

/**
 * On phones the header gets out of the way: once the page has scrolled past 300 px (spec §9),
 * scrolling down hides it and scrolling up brings it back.
 */
export function useAutoHide(enabled: boolean, threshold = theme.layout.headerHideScroll): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > threshold && y > last);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled, threshold]);
  return hidden;
}

/** Whether a media query matches now, following changes. */
export function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}
