import type { Server } from "node:http";

/*
 * A graceful stop (issue 41): on SIGTERM the server takes no new connection (a load balancer or
 * the proxy sends the next request to another instance), lets every request in flight finish
 * and closes each connection as it falls idle, and after a grace period ends whatever is left —
 * only then may the database close under it.
 */

/** How long requests in flight may take to finish once a stop is asked for. */
export const DRAIN_GRACE_MS = 10_000;

/** How often connections that fell idle since the stop began are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops taking connections and resolves once every one has ended: `forced` when the grace ran
 * out and the last were cut.
 */
export function drain(server: Server, graceMs = DRAIN_GRACE_MS): Promise<{ forced: boolean }> {
  return new Promise((resolve) => {
    let forced = false;
    // A keep-alive connection waits for its next request: closed as soon as its answer is sent.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      forced = true;
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve({ forced });
    });
    server.closeIdleConnections();
  });
}
