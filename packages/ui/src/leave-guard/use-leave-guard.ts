import { useEffect, useRef } from "react";
import type { ConfirmOptions } from "../dialog/confirm-dialog";
import { useConfirm } from "../dialog/dialog-provider";

/**
 * While `dirty`, an editor is not left by accident (ECA, spec §2: an event must be saved before
 * moving to another): a link clicked anywhere on the page — the steps, the list, the menu —
 * and the browser's Back first ask `question` (whether to discard the changes; its OK goes on,
 * so it should be `danger`), and closing or reloading the tab asks the browser's own question.
 * Discarding goes on; staying keeps every typed character. Back is caught as the library's
 * panels catch it: an entry at the same address is added to the tab's history while there are
 * changes, and Back takes it.
 */
// Not in dialog/: that folder ships with every page (the portal's shell chunk); this goes with
// the one editor that guards its changes.
let guards = 0;

export function useLeaveGuard(dirty: boolean, question: ConfirmOptions) {
  const confirm = useConfirm();
  const passing = useRef(false);
  // The question as last rendered (its words follow the language), without re-arming the guard.
  const asked = useRef(question);
  asked.current = question;

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to ask.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (passing.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      // Inside an element's shadow root too: the path holds the link itself.
      const link = event
        .composedPath()
        .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
      if (!link?.href || link.target === "_blank" || link.hasAttribute("download")) return;
      event.preventDefault();
      event.stopPropagation();
      void confirm(asked.current).then((discard) => {
        if (!discard) return;
        passing.current = true;
        try {
          link.click();
        } finally {
          passing.current = false;
        }
      });
    };
    const guard = `leave-${++guards}`;
    const ours = () => (history.state as { campusLeave?: string } | null)?.campusLeave === guard;
    const arm = () => history.pushState({ ...(history.state as object), campusLeave: guard }, "");
    arm();
    let left = false;
    const onPopState = () => {
      if (ours() || passing.current) return;
      // Back took the guard's entry: the page is still this one until the user says.
      void confirm(asked.current).then((discard) => {
        if (!discard) return arm();
        left = true;
        passing.current = true;
        history.back();
      });
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("popstate", onPopState);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onClick, true);
      passing.current = false;
      // Saved (or discarded) in place: the guard's entry goes, so Back leaves as it would have.
      if (!left && ours()) history.back();
    };
  }, [dirty, confirm]);
}
