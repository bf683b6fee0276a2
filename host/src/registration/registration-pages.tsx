import { registrationFeature, RegistrationFrame } from "@campus/registration";
import { createFeatureRoutes, screenContainer, theme } from "@campus/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Redirect, Route, Switch } from "wouter";
import { FeatureTexts } from "../layout/feature-texts";
import { queryClient } from "../query-client";

const LOADERS = [registrationFeature.messages];
const PAGES = createFeatureRoutes(registrationFeature);

const Main = styled.main`
  ${screenContainer}
  box-sizing: border-box;
  max-width: 880px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxl};
`;

/** Registration's own frame on the portal: open signed out, no server menu (spec §2). */
function Shell({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FeatureTexts loaders={LOADERS}>
        <Main id="main">
          <RegistrationFrame>{children}</RegistrationFrame>
        </Main>
      </FeatureTexts>
    </QueryClientProvider>
  );
}

/**
 * New-student registration's pages (`/registration/…`): a chunk of their own, reachable signed
 * out, in registration's frame — a guardian applying has no school account (decision 17).
 */
export function RegistrationPages() {
  return (
    <Shell>
      <Switch>
        {PAGES}
        <Route>
          <Redirect to="/404" replace />
        </Route>
      </Switch>
    </Shell>
  );
}
