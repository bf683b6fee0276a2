import {
  useCallback,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type SyntheticEvent,
} from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable='true']",
].join(",");

/** Tabbable elements inside `container`, in tree order, leaving out what is not rendered. */
export function focusableIn(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0,
  );
}

/**
 * The focused element, looking through shadow roots: `document.activeElement` is only the
 * shadow host when the opener lives in an element's shadow root.
 */
function deepActiveElement(doc: Document): HTMLElement | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

// Nested dialogs share one lock: the page scrolls again only when the last one closes.
// Only the portal's own page is locked: an element's dialog (in a shadow root) leaves the
// school's page alone (issue 18, item 9; docs/decisions/0013-elements-leave-the-page-alone.md)
// and keeps its own scrolling from reaching the page (`overscroll-behavior` in modal-surface).
let scrollLocks = 0;
let savedOverflow = "";

function lockScroll(doc: Document) {
  if (scrollLocks++ === 0) {
    savedOverflow = doc.documentElement.style.overflow;
    doc.documentElement.style.overflow = "hidden";
  }
}

function unlockScroll(doc: Document) {
  if (--scrollLocks === 0) doc.documentElement.style.overflow = savedOverflow;
}

export interface ModalDialogOptions {
  open: boolean;
  onClose: () => void;
  /** Close when the backdrop (the dialog element itself, outside its panel) is clicked. */
  closeOnBackdrop?: boolean;
}

/**
 * What Dialog and Drawer share: a native `<dialog>` in the top layer (showModal, so no portal
 * and it works inside a shadow root), the portal's page scroll locked (never a school's page
 * around an element), focus moved in, kept in with Tab
 * and returned to the opener, Escape and (optionally) the backdrop close it. The dialog
 * element must be rendered only while open.
 */
export function useModalDialog({ open, onClose, closeOnBackdrop = false }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const doc = dialog.ownerDocument;
    const opener = deepActiveElement(doc);
    if (!dialog.open) dialog.showModal();
    const ownPage = dialog.getRootNode() === doc;
    if (ownPage) lockScroll(doc);
    // showModal's own choice may be the close button; prefer what the content asks for.
    const initial =
      dialog.querySelector<HTMLElement>("[data-autofocus]") ??
      focusableIn(dialog).find((el) => !el.hasAttribute("data-dialog-close")) ??
      dialog;
    initial.focus();
    return () => {
      if (ownPage) unlockScroll(doc);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    // A nested dialog handles its own keys first and marks them handled.
    if (event.defaultPrevented) return;
    if (event.key === "Escape") {
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab") return;
    // showModal makes the page inert, but Tab can still leave for the browser's own UI;
    // wrapping here keeps focus in the dialog (and works with simulated keyboards too).
    const dialog = event.currentTarget;
    const items = focusableIn(dialog);
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || active === dialog)) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  // The native Escape path (a real key press) fires `cancel`: keep the dialog controlled.
  const onCancel = useCallback((event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  }, []);

  // A click on the backdrop targets the dialog itself; so must the press that started it,
  // or selecting text in the panel and releasing outside would close it.
  const pressedOnBackdrop = useRef(false);
  const onPointerDown = useCallback((event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }, []);
  const onClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      if (closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) {
        onCloseRef.current();
      }
      pressedOnBackdrop.current = false;
    },
    [closeOnBackdrop],
  );

  return { ref, dialogProps: { onKeyDown, onCancel, onPointerDown, onClick, tabIndex: -1 } };
}
