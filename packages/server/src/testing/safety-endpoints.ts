import { endpoints, type Endpoint } from "@campus/contract";

/**
 * The endpoints the safety-net suites (access matrix, idempotency, fuzz) walk: the contract's
 * whole table, so an endpoint is covered the day it is added. `SAFETY_ONLY=<id prefix>` walks
 * only those (a generated feature's, in scripts/check-new-feature.sh: the full run covers the
 * rest).
 */
export function safetyEndpoints(): Endpoint[] {
  const only = process.env.SAFETY_ONLY ?? "";
  return (Object.values(endpoints) as Endpoint[]).filter((endpoint) =>
    endpoint.id.startsWith(only),
  );
}
