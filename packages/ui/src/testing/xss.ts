import { expect, waitFor } from "storybook/test";
import { injectedMarkup, PAYLOADS, shownText, type Payload } from "./xss-payloads";

/*
 * Stored user text in a screen's story: the story's answers put the payloads of xss-payloads.ts
 * in every free-text field the screen shows; `listenForPayloads` (the story's `beforeEach`)
 * hears any of them run from before the screen renders, and `expectShownAsText` (its play)
 * asserts that each is on the screen as the text typed and that none made markup. The journeys
 * (tests/e2e/xss.spec.ts) add what a story cannot have: the server's storage and the real CSP.
 */

export { PAYLOADS, type Payload };

interface Alarm {
  how: string;
  what: string;
}

let alarms: Alarm[] = [];

/**
 * A story's `beforeEach`: until the story ends, every sign of a payload running is an alarm —
 * the `__xss` trap assigned, a dialog opened, a `/__xss__/` address requested, an uncaught error.
 */
export function listenForPayloads(): () => void {
  alarms = [];
  const raise = (how: string, what: unknown) => alarms.push({ how, what: String(what) });
  const saved = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };
  Object.defineProperty(window, "__xss", {
    configurable: true,
    get: () => undefined,
    set: (value: unknown) => raise("__xss trap", value),
  });
  window.alert = (message) => raise("alert", message);
  window.confirm = (message) => (raise("confirm", message), false);
  window.prompt = (message) => (raise("prompt", message), null);
  // Markup parsed where no script could run still fetches: images, styles, frames.
  const requests = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.includes("/__xss__/")) raise("marker request", entry.name);
  });
  requests.observe({ type: "resource" });
  const onError = (event: ErrorEvent) => raise("page error", event.message);
  window.addEventListener("error", onError);
  return () => {
    requests.disconnect();
    window.removeEventListener("error", onError);
    Object.assign(window, saved);
    delete (window as { __xss?: unknown }).__xss;
  };
}

/**
 * Every payload is in `region` as the text typed (what is shown, `innerText`), nothing in it is
 * markup only user text can have made, and none ran — also in the moment after (a handler that
 * fires late: image errors, toggles, animations).
 */
export async function expectShownAsText(
  region: HTMLElement,
  payloads: readonly Payload[] = PAYLOADS,
) {
  const shown = () => shownText(region.innerText);
  // Loaded once any is there: one answer brings the whole screen.
  await waitFor(() =>
    expect(payloads.some((payload) => shown().includes(shownText(payload.text)))).toBe(true),
  );
  const markup = injectedMarkup(region);
  await new Promise((resolve) => setTimeout(resolve, 250));
  const text = shown();
  expect(
    alarms.map((a) => `${a.how}: ${a.what}`),
    "payloads that ran",
  ).toEqual([]);
  expect(markup, "markup made by user text").toEqual([]);
  expect(
    payloads
      .filter((payload) => !text.includes(shownText(payload.text)))
      .map((payload) => `#${payload.id} ${payload.name}`),
    "payloads not shown as the text typed",
  ).toEqual([]);
}

/**
 * A story whose answers hold the payloads in a screen's free-text fields, at a width: it listens
 * from before the screen renders, `open`s what shows the fields (a tab, a dialog; the screen by
 * default) and expects every payload there as text. Each screen has one at each width.
 */
export function userTextStory<Args>(
  viewport: "phone" | "desktop",
  args: Partial<Args>,
  open?: (canvasElement: HTMLElement) => Promise<HTMLElement | void>,
) {
  return {
    args,
    globals: { viewport: { value: viewport, isRotated: false } },
    beforeEach: listenForPayloads,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const region = (await open?.(canvasElement)) ?? canvasElement;
      await expectShownAsText(region);
    },
  };
}
