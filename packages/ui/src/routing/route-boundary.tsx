import { ChunkLoadError, useIntl } from "@campus/core";
import { Component, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { Button } from "../button/button";
import { Result } from "../result/result";
import { retryFailedLoads } from "./retryable-lazy";

/**
 * What a page shows when its code did not arrive (spec §8: failed, or not there after 120 s)
 * or its screen failed: the notice in the user's language and "try again", which asks for the
 * code anew (pages load through `retryableLazy`). Everything around the page (header, menu, the
 * school's own page) stays usable.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const chunk = error instanceof ChunkLoadError;
  // Code that did not arrive is the connection's doing, never a server's "500" (issue 35,
  // item 3): offline, the page says so; else that it could not load.
  const offline = chunk && typeof navigator !== "undefined" && !navigator.onLine;
  return (
    <Result
      status={500}
      showCode={!chunk}
      headingLevel={2}
      title={
        chunk
          ? intl.formatMessage({
              id: offline ? "core.error.offlineTitle" : "core.error.chunkTitle",
            })
          : undefined
      }
      description={
        chunk
          ? intl.formatMessage({ id: offline ? "core.error.offline" : "core.error.chunk" })
          : undefined
      }
      extra={
        <Button variant="primary" onClick={onRetry}>
          {intl.formatMessage({ id: "ui.routeError.retry" })}
        </Button>
      }
    />
  );
}

/** Catches what a page throws while rendering (its code not loading, among others). */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const retry = () => {
      retryFailedLoads();
      this.setState({ error: null });
    };
    return <RouteError error={this.state.error} onRetry={retry} />;
  }
}

/** One page's error boundary: a failure stays inside the page, and another page starts clean. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return <PageBoundary key={pathname}>{children}</PageBoundary>;
}

function PageBoundary({ children }: { children: ReactNode }) {
  // A page opened (again) asks anew for code that failed to load before: once per opening.
  useState(retryFailedLoads);
  return <Boundary>{children}</Boundary>;
}
