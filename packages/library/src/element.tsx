import {
  defineElement,
  getPageQueryClient,
  getPageRuntime,
  useElementInstance,
} from "@campus/core";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  ElementShell,
  Result,
  useHashAddress,
  useMatchesOneOf,
  useSearchString,
  type ShellAttributes,
} from "@campus/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { Router, Switch, useLocation } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LibraryFrame } from "./components/library-frame";
import { loadLibraryMessages } from "./load-messages";
import { withSchoolCode } from "./routing/library-guard";
import { LIBRARY_PAGES } from "./routing/pages";
import { createLibraryRoutes } from "./routing/routes";

export interface CampusLibraryAttributes extends ShellAttributes {
  /** The page the element opens on, e.g. "/library/rank" (default "/library/home"). */
  path?: string;
  /** "memory" (default): the element keeps its own history; "hash": deep links in the page's URL hash. */
  routing?: string;
}

const PATHS = LIBRARY_PAGES.map((page) => page.path);
const ROUTES = createLibraryRoutes();

/** The element's own page addresses in its frame, or 404 for one outside the library. */
function LibraryRoutes({ onNavigate }: { onNavigate: (path: string) => void }) {
  const [pathname] = useLocation();
  const search = useSearchString();
  const known = useMatchesOneOf(PATHS);
  const first = useRef(true);
  // The page can follow the element (campus-navigate), e.g. to keep its own address in step.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onNavigate(pathname + search);
  }, [pathname, search, onNavigate]);
  if (!known) return <Result status={404} headingLevel={2} />;
  return (
    <LibraryFrame>
      <Switch>{ROUTES}</Switch>
    </LibraryFrame>
  );
}

function LibraryRouter({
  path,
  routing,
  schoolCode,
}: Pick<CampusLibraryAttributes, "path" | "routing" | "schoolCode">) {
  const element = useElementInstance();
  const [memory] = useState(() => {
    const start = path?.startsWith("/library") ? path : "/library/home";
    if (routing === "hash") {
      // The page's own address carries the element's page after "#": open on `path` if it has none.
      if (!window.location.hash.startsWith("#/library")) {
        window.history.replaceState(window.history.state, "", `#${start}`);
      }
      return memoryLocation({ path: start });
    }
    const [pathname = start, search = ""] = start.split("?");
    const code = schoolCode ?? getPageRuntime().school.getState().code;
    // The starting address, query included: the memory location's search hook reads it.
    return memoryLocation({ path: code ? withSchoolCode(pathname, search, code) : start });
  });
  const onNavigate = useCallback(
    (to: string) => element?.dispatch("campus-navigate", { path: to }),
    [element],
  );
  return (
    <Router hook={routing === "hash" ? useHashAddress : memory.hook}>
      <LibraryRoutes onNavigate={onNavigate} />
    </Router>
  );
}

function CampusLibrary({ lang, apiBase, schoolCode, path, routing }: CampusLibraryAttributes) {
  return (
    <ElementShell
      lang={lang}
      apiBase={apiBase}
      schoolCode={schoolCode}
      messages={loadLibraryMessages}
      loginArea="library"
    >
      {/* The page's one query cache: every library element on the page shares it. */}
      <QueryClientProvider client={getPageQueryClient()}>
        <LibraryRouter path={path} routing={routing} schoolCode={schoolCode} />
      </QueryClientProvider>
    </ElementShell>
  );
}

/**
 * `<campus-library>`: the whole school library on a school's own page — catalogue, rankings,
 * categories and search, AI book finder, book details with reserve, favourite and reviews, the
 * reader's records, and the desk for staff. Browsing needs no sign-in; reader actions open a
 * sign-in dialog. Shares its session with every Campus element on the page and the portal.
 *
 * @element campus-library
 * @attr {string} school-code - The school whose library this is (its `xschoolCode`). Required unless the user is signed in.
 * @attr {string} lang - Interface language: zh-TW (default), zh-CN or en-US. Applies page-wide.
 * @attr {string} api-base - Origin of the Campus API; defaults to where the bundle was loaded from.
 * @attr {string} path - The page to open on, e.g. "/library/rank" (default "/library/home").
 * @attr {"memory" | "hash"} routing - "memory" (default) keeps the element's own history; "hash" puts the page in the URL hash for deep links.
 * @fires campus-navigate - The element moved to another page. `detail: { path: string }`
 * @cssprop --campus-color-primary - Brand colour (amber by default); all `--campus-*` properties apply.
 */
export function defineCampusLibrary() {
  return defineElement("campus-library", CampusLibrary, {
    attributes: {
      lang: "string",
      apiBase: "string",
      schoolCode: "string",
      path: "string",
      routing: "string",
    },
    events: ["campus-navigate"],
  });
}

declare global {
  interface HTMLElementTagNameMap {
    "campus-library": HTMLElement & CampusLibraryAttributes;
  }
}

// Importing this module registers the tag (once); `@campus/library` itself has no side effects.
defineCampusLibrary();
