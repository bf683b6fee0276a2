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

/**
 * Renders a story in a box `width` px wide that is the screen's container, as an element's own
 * box on a school's page is (a 280 px sidebar, a 320 px column, a 1,600 px main column): its
 * screens lay out by this width, whatever the viewport (issue 18, item 3).
 */
export const screenBox =
  (width: number): Decorator =>
  (Story) =>
    createElement(
      "div",
      { "data-testid": "screen-box", style: { width, container: "campus-screen / inline-size" } },
      createElement(Story),
    );

/** The `screenBox` of a story: nothing in it may stick out sideways. */
export function screenBoxOf(canvasElement: HTMLElement): HTMLElement {
  const box = canvasElement.querySelector<HTMLElement>("[data-testid=screen-box]");
  if (!box) throw new Error("the story has no screenBox decorator");
  return box;
}
