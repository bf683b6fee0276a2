import {
  defineElement,
  getPageQueryClient,
  useElementInstance,
  useSession,
  type CampusFeature,
  type ErrorArea,
} from "@campus/core";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { Redirect, Router, Switch, useLocation } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Result } from "../result/result";
import { RouteBoundary } from "../routing/route-boundary";
import { Skeleton } from "../skeleton/skeleton";
import { createFeatureRoutes } from "../routing/feature-routes";
import { claimHashAddress, releaseHashAddress, useHashAddress } from "../routing/hash-location";
import { useMatchesOneOf, useSearchString } from "../routing/routing";
import { ElementShell, type ShellAttributes } from "./element-shell";
import { inFeature, mayOpen, openablePage } from "./feature-pages";

/** Attributes every feature element reads. */
export interface FeatureElementAttributes extends ShellAttributes {
  /** The page the element opens on, e.g. "/library/rank" (default: the feature's home). */
  path?: string;
  /**
   * "memory" (default): the element keeps its own history; "hash": deep links in the page's URL
   * hash — for one element per page, the first that asks; any other routes in memory.
   */
  routing?: string;
  /** A compact view instead of the whole feature (`views`), e.g. "ranking" for a sidebar. */
  view?: string;
  /** How many items a compact view shows. */
  limit?: number;
  /** Which list a compact view shows, e.g. a ranking's "read". */
  kind?: string;
  /**
   * The address of the school's page with the whole feature (its element with `routing="hash"`):
   * a compact view's links open there. Without it, they open the feature in this element.
   */
  fullPage?: string;
  /**
   * "none": the page has its own `<campus-account>` in its header, so the element shows no
   * sign-in or account chip of its own (sign-in still opens where a page needs it).
   */
  account?: string;
}

/** What a compact view gets from its element. */
export interface FeatureViewProps {
  limit?: number;
  kind?: string;
  /**
   * A link to one of the feature's pages (path and query): on the school's full page when the
   * element names one, else opening that page in this element in place of the compact view.
   */
  linkTo: (path: string) => { href: string; onClick?: (event: { preventDefault(): void }) => void };
}

export interface FeatureElementOptions {
  /** The feature the element shows (its `src/feature.ts`). */
  feature: CampusFeature;
  /** Where the element opens without a `path` attribute, e.g. "/library/home". */
  home: string;
  /** What surrounds the pages on a school's page: the feature's own way around, the account. */
  Frame?: ComponentType<{ children: ReactNode }>;
  /** Where a 'please log in first' happens (spec §8): the library asks in a dialog. */
  loginArea?: ErrorArea;
  /**
   * The memory router's first address for the starting page: the library adds the school code
   * the page gave it, so its guard has nothing to look up. Default: the page as given.
   */
  startAddress?: (path: string, attributes: FeatureElementAttributes) => string;
  /**
   * Compact views a web editor can place in a sidebar or on a home page, by the `view`
   * attribute: a few items of one list, links into the whole feature (issue 18, item 4). A view
   * shows behind the feature's `Page` guard, as a page does.
   */
  views?: Record<string, ComponentType<FeatureViewProps>>;
}

/** The events every feature element may dispatch: its moves and its account's. */
const FEATURE_EVENTS = [
  "campus-navigate",
  "campus-login",
  "campus-logout",
  "campus-child-change",
  "campus-locale-change",
] as const;

function PlainFrame({ children }: { children: ReactNode }) {
  return children;
}

/** The page under the frame's header: a school's stylesheet reaches it as `::part(content)`. */
function Content({ children }: { children: ReactNode }) {
  return <div part="content">{children}</div>;
}

/**
 * Defines `tag` as the whole feature on a school's own page: the element shell (shadow root,
 * theme, texts, shared session and sign-in dialog), the page's one query cache, a memory or
 * hash router over the feature's pages, `campus-navigate` when the element moves, and a 404
 * for an address outside the feature. Guarded like `defineElement`: a second call returns the
 * element already defined.
 */
export function defineFeatureElement(
  tag: `campus-${string}`,
  { feature, home, Frame = PlainFrame, loginArea, startAddress, views = {} }: FeatureElementOptions,
): CustomElementConstructor {
  const paths = feature.pages.map((page) => page.path);
  const routes = createFeatureRoutes(feature);

  function Pages({ onNavigate }: { onNavigate: (path: string) => void }) {
    const [pathname, navigate] = useLocation();
    const search = useSearchString();
    const known = useMatchesOneOf(paths);
    const permissions = useSession((s) => s.user?.permissions);
    const first = useRef(true);
    // The page can follow the element (campus-navigate), e.g. to keep its own address in step.
    useEffect(() => {
      if (first.current) {
        first.current = false;
        return;
      }
      onNavigate(pathname + search);
    }, [pathname, search, onNavigate]);
    // An address outside the feature (a mistyped `path`): the product's own "not found", inside
    // the feature's frame, with the way to its home.
    if (!known)
      return (
        <Frame>
          <Content>
            <Result
              status={404}
              headingLevel={2}
              onBack={(event) => {
                event.preventDefault();
                navigate(home);
              }}
            />
          </Content>
        </Frame>
      );
    // A page the signed-in person may not open (a parent on the staff's events): the page they
    // may, never a refusal from the server. Signed out, the feature's own guard offers sign-in.
    const page = feature.pages.find((candidate) => candidate.path === pathname);
    if (permissions && page && !mayOpen(page, permissions)) {
      const instead = openablePage(feature.pages, home, permissions);
      return instead ? (
        <Redirect to={instead} replace />
      ) : (
        <Frame>
          <Content>
            <Result status={403} headingLevel={2} />
          </Content>
        </Frame>
      );
    }
    return (
      <Frame>
        <Content>
          <Switch>{routes}</Switch>
        </Content>
      </Frame>
    );
  }

  function FeatureRouter(attributes: FeatureElementAttributes) {
    const { path, routing } = attributes;
    const element = useElementInstance();
    // One element per page keeps its page in the address: the first that asks.
    const [hash] = useState(() => {
      if (routing !== "hash") return false;
      if (!element || claimHashAddress(element.host)) return true;
      console.warn(
        `Campus: another element on this page already keeps its page in the address (routing="hash"); ` +
          `this <${tag}> keeps its own in memory and opens on its path.`,
      );
      return false;
    });
    useEffect(() => {
      if (hash && element) return () => releaseHashAddress(element.host);
    }, [hash, element]);
    const [memory] = useState(() => {
      const start = path && inFeature(feature.pages, path) ? path : home;
      const known = path && paths.includes(path.split(/[?#]/)[0]!);
      if (path && !known)
        console.warn(
          `Campus: <${tag}> has no page "${path}"; ` +
            (start === path ? "it shows not found. " : `it opens on ${home}. `) +
            `Its pages: ${paths.join(", ")}.`,
        );
      if (hash) {
        // The page's own address carries the element's page after "#": open on `start` if it has none.
        if (!inFeature(feature.pages, window.location.hash.slice(1))) {
          window.history.replaceState(window.history.state, "", `#${start}`);
        }
        return memoryLocation({ path: start });
      }
      // The starting address, query included: the memory location's search hook reads it.
      return memoryLocation({ path: startAddress ? startAddress(start, attributes) : start });
    });
    const onNavigate = useCallback(
      (to: string) => element?.dispatch("campus-navigate", { path: to }),
      [element],
    );
    return (
      <Router hook={hash ? useHashAddress : memory.hook}>
        <Pages onNavigate={onNavigate} />
      </Router>
    );
  }

  /** A compact view, until one of its links opens the feature here (no `full-page`). */
  function CompactView({
    View,
    attributes,
  }: {
    View: ComponentType<FeatureViewProps>;
    attributes: FeatureElementAttributes;
  }) {
    const [opened, setOpened] = useState<string | null>(null);
    const { fullPage, limit, kind } = attributes;
    const linkTo = useCallback(
      (path: string) =>
        fullPage
          ? { href: `${fullPage}#${path}` }
          : {
              href: `#${path}`,
              onClick: (event: { preventDefault(): void }) => {
                event.preventDefault();
                setOpened(path);
              },
            },
      [fullPage],
    );
    // The view sits at the feature's home address (the school named), behind the feature's
    // guard (`Page`), as a page would.
    const [memory] = useState(() =>
      memoryLocation({ path: startAddress ? startAddress(home, attributes) : home }),
    );
    const Screen = useMemo(
      () =>
        function ViewScreen() {
          return <View limit={limit} kind={kind} linkTo={linkTo} />;
        },
      [View, limit, kind, linkTo],
    );
    const Guard = feature.Page;
    if (opened) return <FeatureRouter {...attributes} path={opened} routing="memory" />;
    // A view's code loads with it (a page with a strip never downloads the whole feature's).
    return (
      <Router hook={memory.hook}>
        <RouteBoundary>
          <Suspense fallback={<Skeleton lines={4} />}>
            {Guard ? <Guard screen={Screen} /> : <Screen />}
          </Suspense>
        </RouteBoundary>
      </Router>
    );
  }

  function FeatureElement(attributes: FeatureElementAttributes) {
    const { lang, apiBase, schoolCode, view, account } = attributes;
    const View = view ? views[view] : undefined;
    useEffect(() => {
      if (view && !views[view])
        console.warn(`Campus: <${tag}> has no view "${view}"; it shows the whole feature.`);
    }, [view]);
    return (
      <ElementShell
        lang={lang}
        apiBase={apiBase}
        schoolCode={schoolCode}
        messages={feature.messages}
        loginArea={loginArea}
        screen
        withoutAccount={account === "none"}
      >
        {/* The page's one query cache: every element on the page shares it. */}
        <QueryClientProvider client={getPageQueryClient()}>
          {View ? (
            <CompactView View={View} attributes={attributes} />
          ) : (
            <FeatureRouter {...attributes} />
          )}
        </QueryClientProvider>
      </ElementShell>
    );
  }

  return defineElement(tag, FeatureElement, {
    attributes: {
      lang: "string",
      apiBase: "string",
      schoolCode: "string",
      path: "string",
      routing: "string",
      view: "string",
      limit: "number",
      kind: "string",
      fullPage: "string",
      account: "string",
    },
    events: FEATURE_EVENTS,
  });
}
