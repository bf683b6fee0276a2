import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import styled from "styled-components";
import { useStore } from "zustand";
import { createLocaleStore } from "../stores/locale-store";
import { createInstanceStore } from "../stores/instance-store";
import { defineElement, useElementInstance } from "./define-element";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The page's nonce, on the script that loads the bundle, as a page with a strict
// Content-Security-Policy gives it (read once; styled-components itself would not find it).
const bundle = document.createElement("script");
bundle.type = "module";
bundle.nonce = "page-nonce";
bundle.src = "https://campus.example.org/embed/campus-elements.js";
document.head.append(bundle);

const sharedLocale = createLocaleStore();
const counter = createInstanceStore<{ count: number; increment(): void }>((set) => ({
  count: 0,
  increment: () => set((s) => ({ count: s.count + 1 })),
}));

const Title = styled.h1`
  color: rgb(255, 191, 0);
`;

function Counter() {
  const count = counter.useInstanceStore((s) => s.count);
  const increment = counter.useInstanceStore((s) => s.increment);
  return (
    <button type="button" onClick={increment}>
      count {count}
    </button>
  );
}

function Greeting({ name, times }: { name?: string; times?: number }) {
  const element = useElementInstance();
  const locale = useStore(sharedLocale, (s) => s.locale);
  return (
    <counter.Provider>
      <Title>
        {locale}: hello {name} ×{times}
      </Title>
      <Counter />
      <button
        type="button"
        onClick={() => element?.dispatch("campus-navigate", { path: `/hello/${name}` })}
      >
        greet
      </button>
    </counter.Provider>
  );
}

const TAG = "campus-test-greeting";
const GreetingElement = defineElement(TAG, Greeting, {
  attributes: { name: "string", times: "number" },
  events: ["campus-navigate"],
});

async function mount(attributes: Record<string, string>) {
  const el = document.createElement(TAG);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const text = (el: Element) => el.shadowRoot?.querySelector("h1")?.textContent;
const button = (el: Element, label: RegExp) =>
  [...(el.shadowRoot?.querySelectorAll("button") ?? [])].find((b) =>
    label.test(b.textContent ?? ""),
  )!;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("defineElement", () => {
  it("renders into an open shadow root with typed attributes", async () => {
    const el = await mount({ name: "陳小明", times: "3" });
    expect(el.shadowRoot?.mode).toBe("open");
    expect(text(el)).toBe("zh-TW: hello 陳小明 ×3");
    await act(async () => el.setAttribute("name", "Chan"));
    expect(text(el)).toBe("zh-TW: hello Chan ×3");
  });

  it("puts its styles inside the shadow root, not the page", async () => {
    const el = await mount({ name: "a" });
    const styleInShadow = [...el.shadowRoot!.querySelectorAll("style")]
      .map((s) => s.textContent)
      .join("");
    const styleInPage = [...document.head.querySelectorAll("style")]
      .map((s) => s.textContent)
      .join("");
    expect(styleInShadow).toContain("rgb(255, 191, 0)");
    expect(styleInPage).not.toContain("rgb(255, 191, 0)");
  });

  it("gives every <style> it inserts the page's CSP nonce", async () => {
    const el = await mount({ name: "b" });
    const styles = [...el.shadowRoot!.querySelectorAll("style")];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute("nonce")).toBe("page-nonce");
  });

  it("dispatches prefixed, bubbling, composed events with a typed detail", async () => {
    const el = await mount({ name: "Siu Ming" });
    const seen: unknown[] = [];
    // Typed by HTMLElementEventMap: no cast needed to read the detail.
    document.addEventListener("campus-navigate", (e) => seen.push(e.detail.path));
    await act(async () => button(el, /greet/).click());
    expect(seen).toEqual(["/hello/Siu Ming"]);
  });

  it("defines a tag once: a second definition returns the existing element", () => {
    expect(defineElement(TAG, () => null, { attributes: {} })).toBe(GreetingElement);
    expect(customElements.get(TAG)).toBe(GreetingElement);
  });

  it("gives each instance its own store while global stores stay shared", async () => {
    const first = await mount({ name: "a" });
    const second = await mount({ name: "b" });
    await act(async () => button(first, /count/).click());
    await act(async () => button(first, /count/).click());
    expect(button(first, /count/).textContent).toBe("count 2");
    expect(button(second, /count/).textContent).toBe("count 0");

    await act(async () => sharedLocale.getState().setLocale("en-US"));
    expect(text(first)).toBe("en-US: hello a ×");
    expect(text(second)).toBe("en-US: hello b ×");
  });
});
