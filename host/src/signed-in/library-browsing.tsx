import { useIntl } from "@campus/core";
import { LibraryNav, libraryFeature } from "@campus/library";
import { screenContainer, theme } from "@campus/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import styled from "styled-components";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { FeatureTexts } from "../layout/feature-texts";
import { SignedOutFrame } from "../layout/lazy-signed-out-frame";
import { useDocumentTitle } from "../layout/use-document-title";
import { queryClient } from "../query-client";
import { routeFor } from "../routes/route-table";
import { Forwards, PAGES } from "./feature-pages";

const LIBRARY_TEXTS = [libraryFeature.messages];
const LIBRARY_PAGES = libraryFeature.pages.flatMap((page) =>
  PAGES.filter((route) => route.key === page.path),
);

const Browsing = styled.div`
  ${screenContainer}
  box-sizing: border-box;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxl};
`;

const Heading = styled.h1`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.medium};
`;

/** The page's title, as the layout's header says it signed in: the heading and the tab's. */
function PageTitle() {
  const intl = useIntl();
  const [pathname] = useLocation();
  const route = routeFor(pathname);
  const title = route && !route.redirect ? intl.formatMessage({ id: route.title }) : null;
  useDocumentTitle(title);
  return title && <Heading>{title}</Heading>;
}

/**
 * The library for a visitor who is not signed in (spec §2: anyone browses a school's library
 * by its code; decision 0019): its pages in the signed-out frame with the library's own way
 * around and the page's title, a sign-in button where the menu would be. A reader action asks in
 * the library's dialog and goes on; signed in, the same address shows in the layout.
 */
export function LibraryBrowsing() {
  return (
    <QueryClientProvider client={queryClient}>
      <FeatureTexts loaders={LIBRARY_TEXTS}>
        <SignedOutFrame signIn nav={<LibraryNav />}>
          <Browsing>
            <Forwards>
              <PageTitle />
              <Switch>
                {LIBRARY_PAGES}
                <Route>
                  <Redirect to="/404" replace />
                </Route>
              </Switch>
            </Forwards>
          </Browsing>
        </SignedOutFrame>
      </FeatureTexts>
    </QueryClientProvider>
  );
}
