import r2wc from "@r2wc/react-to-web-component";
import { createContext, useContext, useEffect, useMemo, type ComponentType } from "react";
import { StyleSheetManager } from "styled-components";
import type { CampusEventMap, CampusEventName } from "./campus-events";
import { pageBlocksStyles, pageStyleNonce } from "./style-nonce";

/** How an attribute is read: r2wc converts the attribute text to the prop's type. */
export type AttributeType = "string" | "number" | "boolean" | "json";

export interface ElementInstance {
  /** The custom element itself. */
  host: HTMLElement;
  /** The element's open shadow root: styles and portals go here. */
  root: ShadowRoot;
  /** Dispatches a bubbling, composed CustomEvent from the host element (campus-events.ts). */
  dispatch<N extends CampusEventName>(name: N, detail: CampusEventMap[N]): boolean;
}

const ElementContext = createContext<ElementInstance | null>(null);

/** The element this component renders in, or null when rendered by the portal or a story. */
export function useElementInstance(): ElementInstance | null {
  return useContext(ElementContext);
}

export interface DefineElementOptions<P> {
  /** Props read from attributes, by prop name (`schoolCode` reads `school-code`). */
  attributes: { [K in keyof P]?: AttributeType };
  /** Events the element may dispatch; listed for documentation and checked at dispatch. */
  events?: readonly CampusEventName[];
}

type ElementProps<P> = P & { container: ShadowRoot };

/**
 * A page whose policy blocks the element's styles used to show it blank with no word why: say it
 * in the console, once per element, with the way out.
 */
function reportBlockedStyles(tag: string, root: ShadowRoot): () => void {
  let told = false;
  const listener = (event: Event) => {
    const { effectiveDirective } = event as SecurityPolicyViolationEvent;
    if (told || !effectiveDirective.startsWith("style-src")) return;
    told = true;
    console.error(
      `Campus: the page's Content-Security-Policy blocked the styles of <${tag}> (${effectiveDirective}). ` +
        `Give the elements the page's style nonce: <meta property="csp-nonce" nonce="…"> or a nonce on ` +
        `the script tag that loads campus-elements.js (docs/integrators.md, "Content-Security-Policy").`,
    );
  };
  root.addEventListener("securitypolicyviolation", listener);
  return () => root.removeEventListener("securitypolicyviolation", listener);
}

/**
 * Turns a React component into a custom element (DESIGN.md "Elements"): an open shadow root
 * with the component's styles inside it (carrying the page's CSP nonce), typed attributes, prefixed composed events, and a
 * guarded `customElements.define` that leaves an already defined tag alone. Each instance
 * gets its own context; global stores (session, school, locale) stay shared by the page.
 * Returns the element class (the existing one when the tag was defined before).
 */
export function defineElement<P extends object>(
  tag: `campus-${string}`,
  Component: ComponentType<P>,
  options: DefineElementOptions<P>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  const allowed = new Set<string>(options.events ?? []);

  function ElementRoot(props: ElementProps<P>) {
    const { container, ...rest } = props;
    const instance = useMemo<ElementInstance>(() => {
      const host = container.host as HTMLElement;
      return {
        host,
        root: container,
        dispatch(name, detail) {
          // Declared per element too: an event the element's documentation does not list is a bug.
          if (!allowed.has(name)) throw new Error(`${tag} does not declare the event ${name}`);
          return host.dispatchEvent(
            new CustomEvent(name, { detail, bubbles: true, composed: true }),
          );
        },
      };
    }, [container]);
    useEffect(() => reportBlockedStyles(tag, container), [container]);
    // Under a strict Content-Security-Policy the shadow root's <style> elements need the page's
    // nonce, or the browser drops them (issue 18, item 7); without a usable one the element
    // still renders, unstyled (issue 35, item 11).
    return (
      <StyleSheetManager
        target={container as unknown as HTMLElement}
        nonce={pageStyleNonce()}
        disableCSSOMInjection={pageBlocksStyles()}
      >
        <ElementContext.Provider value={instance}>
          <Component {...(rest as P)} />
        </ElementContext.Provider>
      </StyleSheetManager>
    );
  }

  const element = r2wc(ElementRoot as ComponentType<ElementProps<P> & { container: HTMLElement }>, {
    shadow: "open",
    props: options.attributes as Record<string, AttributeType>,
  });
  customElements.define(tag, element);
  return element;
}
