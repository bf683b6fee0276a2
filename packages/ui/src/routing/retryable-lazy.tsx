import { loadChunk } from "@campus/core";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** How to forget each load that failed: run when someone asks to try again. */
const failedLoads = new Set<() => void>();

/**
 * Lets every page whose code failed to load ask for it anew on its next render: the route
 * boundary calls it for "try again" and when a page is opened again. Never while React is still
 * rendering the failure (that would retry at once, in a loop).
 */
export function retryFailedLoads() {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/**
 * `React.lazy` for a page's code that can be asked for again: React keeps a failed load for
 * good, so after `retryFailedLoads()` the next render imports the code anew. The 120 s rule
 * (loadChunk) applies.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>> | null = null;
  const fresh = () => {
    const attempt: LazyExoticComponent<ComponentType<P>> = lazy(() =>
      loadChunk(load).then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          failedLoads.add(() => {
            if (current === attempt) current = null;
          });
          throw error;
        },
      ),
    );
    return attempt;
  };
  function Retryable(props: P) {
    current ??= fresh();
    const Current = current;
    return <Current {...props} />;
  }
  return Retryable;
}
