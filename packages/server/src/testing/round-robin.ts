import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A load balancer for the bench's two-instance mode and the production journey (issue 41 §3):
 * each request to the next instance in turn. An instance that refuses the connection (stopping,
 * restarting) is passed over for the next — a request is only ever retried when it never
 * reached an instance, so a write is never sent twice. What a real balancer does with its
 * health checks, in the small.
 */

export interface RoundRobin {
  url: string;
  /** Requests each instance answered, by its origin. */
  served: Map<string, number>;
  close(): Promise<void>;
}

/**
 * The instance took no request: it refused the connection (stopped), or closed it before
 * answering anything (stopping: a draining server closes the connections with no request in
 * flight). Another instance may take it; the API's writes carry an Idempotency-Key besides.
 */
const untaken = (error: unknown) =>
  ["ECONNREFUSED", "ECONNRESET"].includes((error as NodeJS.ErrnoException).code ?? "");

/** An instance that did not take a request is passed over this long (nginx's `fail_timeout`). */
const RESTING_MS = 1_000;
/** How often a request is offered again before the balancer answers 502. */
const TRIES = 20;

export async function roundRobin(origins: readonly string[], port = 0): Promise<RoundRobin> {
  let next = 0;
  const served = new Map(origins.map((origin) => [origin, 0]));
  const restingUntil = new Map<string, number>();
  /** The next instance in turn that is not resting (any, when all are). */
  const pick = () => {
    for (let i = 0; i < origins.length; i++) {
      const origin = origins[next++ % origins.length]!;
      if ((restingUntil.get(origin) ?? 0) <= Date.now()) return origin;
    }
    return origins[next++ % origins.length]!;
  };
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const origin = pick();
        const target = new URL(incoming.url ?? "/", origin);
        const forward = request(
          target,
          {
            method: incoming.method,
            // A connection per request: none is reused after its instance began to stop, so a
            // refusal always means "never delivered".
            agent: false,
            headers: { ...incoming.headers, host: target.host, "x-forwarded-for": "127.0.0.1" },
          },
          (answer: IncomingMessage) => {
            served.set(origin, (served.get(origin) ?? 0) + 1);
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forward.on("error", (error) => {
          if (untaken(error) && tries < TRIES && !outgoing.headersSent) {
            restingUntil.set(origin, Date.now() + RESTING_MS);
            setTimeout(() => attempt(tries + 1), 100);
            return;
          }
          const code = (error as NodeJS.ErrnoException).code ?? "";
          if (!outgoing.headersSent) outgoing.writeHead(502).end(`bad gateway: ${code}`);
          else outgoing.destroy();
        });
        forward.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
