import { useEffect, useRef } from "react";

let panels = 0;

/**
 * The phone's Back closes an open panel instead of leaving the page (issue 35, item 26), as
 * the apps people know do: opening it adds an entry to the tab's history at the same address,
 * Back takes that entry and closes the panel, and closing it any other way (its ×, Escape)
 * takes the entry back. A navigation from inside the panel leaves the entry where it is.
 * The library's panels (its filters, its AI helper); not the portal's side menu, which navigates.
 */
export function useCloseOnBack(open: boolean, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const panel = `panel-${++panels}`;
    const ours = () => (history.state as { campusPanel?: string } | null)?.campusPanel === panel;
    history.pushState({ ...(history.state as object), campusPanel: panel }, "");
    let backed = false;
    const onPopState = () => {
      if (ours()) return;
      backed = true;
      onCloseRef.current();
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
      if (!backed && ours()) history.back();
    };
  }, [open]);
}
