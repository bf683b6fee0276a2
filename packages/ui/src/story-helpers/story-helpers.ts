import type { Decorator } from "@storybook/react-vite";
import { createElement } from "react";

/**
 * Renders a story inside a 360 px wide frame: the narrowest phone the product supports.
 * Use it on the "phone" story of every component: `decorators: [phoneFrame]`.
 */
export const phoneFrame: Decorator = (Story) =>
  createElement(
    "div",
    {
      "data-testid": "phone-frame",
      style: { width: 360, maxWidth: "100%", border: "1px dashed #d5d9df", padding: 8 },
    },
    createElement(Story),
  );

/** The 360 px frame of a phone story, or the canvas itself. */
export function frameOf(canvasElement: HTMLElement): HTMLElement {
  return (
    (canvasElement.querySelector("[data-testid=phone-frame]") as HTMLElement | null) ??
    canvasElement
  );
}
