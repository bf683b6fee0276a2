import { useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { StyleSheetManager } from "styled-components";

/**
 * Renders its children into a shadow root, styles included, as a Campus element does: what a
 * component does with events and focus there (retargeted to the host outside it) shows in a
 * story. The host is `data-testid="shadow-host"`.
 */
export function InShadowRoot({ children }: { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<{ shadow: ShadowRoot; mount: HTMLElement } | null>(null);
  useEffect(() => {
    if (!host.current || host.current.shadowRoot) return;
    const shadow = host.current.attachShadow({ mode: "open" });
    const mount = document.createElement("div");
    shadow.append(mount);
    setRoot({ shadow, mount });
  }, []);
  return (
    <div ref={host} data-testid="shadow-host">
      {root &&
        createPortal(
          <StyleSheetManager target={root.shadow as unknown as HTMLElement}>
            {children}
          </StyleSheetManager>,
          root.mount,
        )}
    </div>
  );
}
