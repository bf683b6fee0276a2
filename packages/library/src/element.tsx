import {
  defineElement,
  getPageQueryClient,
  getPageRuntime,
  useElementInstance,
} from "@campus/core";
import { ElementShell, type ShellAttributes } from "@campus/ui";
import { useEffect, useState } from "react";
import { createHashRouter, createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { LibraryFrame } from "./components/library-frame";
import { libraryMessages } from "./messages";
import { withSchoolCode } from "./routing/library-guard";
import { createLibraryRoutes } from "./routing/routes";

export interface CampusLibraryAttributes extends ShellAttributes {
  /** The page the element opens on, e.g. "/library/rank" (default "/library/home"). */
  path?: string;
  /** "memory" (default): the element keeps its own history; "hash": deep links in the page's URL hash. */
  routing?: string;
}

function LibraryRouter({
  path,
  routing,
  schoolCode,
}: Pick<CampusLibraryAttributes, "path" | "routing" | "schoolCode">) {
  const element = useElementInstance();
  const [router] = useState(() => {
    const runtime = getPageRuntime();
    const routes: RouteObject[] = [
      {
        element: <LibraryFrame />,
        children: createLibraryRoutes({ runtime, queryClient: getPageQueryClient() }),
      },
      {
        path: "*",
        loader: () => {
          throw new Response(null, { status: 404 });
        },
      },
    ];
    const start = path?.startsWith("/library") ? path : "/library/home";
    if (routing === "hash") {
      // The page's own address carries the element's page after "#": open on `path` if it has none.
      if (!window.location.hash.startsWith("#/library")) {
        window.history.replaceState(window.history.state, "", `#${start}`);
      }
      return createHashRouter(routes);
    }
    const [pathname = start, search = ""] = start.split("?");
    const code = schoolCode ?? runtime.school.getState().code;
    return createMemoryRouter(routes, {
      initialEntries: [code ? withSchoolCode(pathname, search, code) : start],
    });
  });
  // The page can follow the element (campus-navigate), e.g. to keep its own address in step.
  useEffect(
    () =>
      router.subscribe((state) => {
        element?.dispatch("campus-navigate", {
          path: state.location.pathname + state.location.search,
        });
      }),
    [router, element],
  );
  return <RouterProvider router={router} />;
}

function CampusLibrary({ lang, apiBase, schoolCode, path, routing }: CampusLibraryAttributes) {
  return (
    <ElementShell
      lang={lang}
      apiBase={apiBase}
      schoolCode={schoolCode}
      messages={libraryMessages}
      loginArea="library"
    >
      <LibraryRouter path={path} routing={routing} schoolCode={schoolCode} />
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
