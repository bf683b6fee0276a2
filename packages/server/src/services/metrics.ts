import { timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
} from "prom-client";
import type { Pool, PoolClient } from "pg";

/*
 * What an operator's Prometheus reads (issue 41): the server's own measures, one registry per
 * process, served at `/metrics` to whoever shows the deployment's METRICS_TOKEN. prom-client
 * keeps the counters and writes the text format (histograms, label escaping, the process's own
 * figures) — a format we would not write again ourselves.
 */

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: "campus_" });

const counter = <L extends string>(config: CounterConfiguration<L>) =>
  new Counter<L>({ ...config, registers: [registry] });

/** Every request: the endpoint of the contract it called ("static", "probe" or "other" else). */
export const requests = counter({
  name: "campus_http_requests_total",
  help: "Requests answered, by endpoint, HTTP status and the envelope's result code.",
  labelNames: ["endpoint", "status", "result"],
});

export const requestSeconds = new Histogram({
  name: "campus_http_request_duration_seconds",
  help: "Time to answer a request, by endpoint.",
  labelNames: ["endpoint"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const throttled = counter({
  name: "campus_throttled_total",
  help: "Guesses refused while locked: passwords, texted codes, signing PINs (services/throttle.ts).",
});

export const idempotentReplays = counter({
  name: "campus_idempotent_replays_total",
  help: "Writes repeated with the same Idempotency-Key, answered from the kept answer.",
  labelNames: ["endpoint"],
});

export const messagesSent = counter({
  name: "campus_messages_total",
  help: "Messages to people by channel (sms, mail, push) and outcome (sent, failed).",
  labelNames: ["channel", "outcome"],
});

export const jobSeconds = new Histogram({
  name: "campus_job_duration_seconds",
  help: "Work the server does on its own: each chore's round, each recognition job.",
  labelNames: ["job"],
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers: [registry],
});

/** Times `work` into the job histogram, however it ends. */
export async function timed<T>(job: string, work: () => Promise<T>): Promise<T> {
  const stop = jobSeconds.startTimer({ job });
  try {
    return await work();
  } finally {
    stop();
  }
}

export const querySeconds = new Histogram({
  name: "campus_db_query_duration_seconds",
  help: "Time the database took to answer a query (PostgreSQL).",
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

const pools = new Set<Pool>();

new Gauge({
  name: "campus_db_pool_connections",
  help: "PostgreSQL connections of this instance: open, idle, and requests waiting for one.",
  labelNames: ["state"],
  registers: [registry],
  collect() {
    const sum = (count: (pool: Pool) => number) =>
      [...pools].reduce((total, pool) => total + count(pool), 0);
    this.set(
      { state: "open" },
      sum((pool) => pool.totalCount),
    );
    this.set(
      { state: "idle" },
      sum((pool) => pool.idleCount),
    );
    this.set(
      { state: "waiting" },
      sum((pool) => pool.waitingCount),
    );
  },
});

type Query = (...args: unknown[]) => unknown;

/** Times every query a connection sends, in its promise or its callback form (pg's pool's). */
function timeQueries(client: PoolClient) {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (...args) => {
    const stop = querySeconds.startTimer();
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (...answer: unknown[]) => {
        stop();
        return (last as Query)(...answer);
      };
      return query(...args);
    }
    const answer = query(...args);
    // (The timer takes labels as its argument: never hand it the query's result.)
    if (answer instanceof Promise)
      answer.then(
        () => stop(),
        () => stop(),
      );
    return answer;
  };
}

/**
 * Counts a PostgreSQL pool's connections and times its queries until it is closed (answers the
 * forgetting).
 */
export function watchPool(pool: Pool) {
  pools.add(pool);
  pool.on("connect", timeQueries);
  return () => void pools.delete(pool);
}

const sameSecret = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` with `Authorization: Bearer <METRICS_TOKEN>`; without a token set there is no
 * such address (404). Outside the API: no maintenance notice, no throttle, never cached.
 */
export function mountMetrics(app: Hono, token: string | undefined) {
  if (!token) return;
  app.get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    const given = c.req.header("authorization")?.replace(/^Bearer /, "") ?? "";
    if (!sameSecret(given, token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("unauthorized", 401);
    }
    c.header("Content-Type", registry.contentType);
    return c.body(await registry.metrics());
  });
}
