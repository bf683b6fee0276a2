import { resolve } from "node:path";
import { parseTrustProxy, type TrustProxy } from "./http/client-address";

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  demo: boolean;
  maintenance: boolean;
  trustProxy: TrustProxy;
  corsOrigins: string[] | "*";
  /** Check every API answer against the contract (the journeys' server); never in production. */
  checkAnswers: boolean;
  /** Where people reach the server (PUBLIC_URL): the links it prints start here. */
  publicUrl: string;
  /** The SMTP server e-mails go through (SMTP_URL), and whom they are from (MAIL_FROM). */
  smtpUrl?: string;
  mailFrom: string;
  /** The bearer token `/metrics` asks for (METRICS_TOKEN); unset, no metrics are served. */
  metricsToken?: string;
  /**
   * The least a log line must weigh to be written (LOG_LEVEL): `info` (a line per request) in
   * production, `warn` otherwise, so a developer's terminal shows what went wrong only.
   */
  logLevel: string;
}

/**
 * Settings from the environment. Demo data is seeded unless NODE_ENV=production (then only
 * with CAMPUS_DEMO=1). CORS_ORIGINS lists the CMS origins allowed to embed the elements;
 * outside production any origin may, since tokens travel in headers and never in cookies.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === "production";
  const origins = env.CORS_ORIGINS?.split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? "0.0.0.0",
    dataDir: resolve(env.DATA_DIR ?? ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    demo: production ? env.CAMPUS_DEMO === "1" : env.CAMPUS_DEMO !== "0",
    maintenance: env.CAMPUS_MAINTENANCE === "1",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: origins?.length ? (origins.includes("*") ? "*" : origins) : production ? [] : "*",
    checkAnswers: !production && env.CAMPUS_CHECK_RESPONSES === "1",
    publicUrl: env.PUBLIC_URL || `http://localhost:${env.PORT ?? 8080}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Campus <no-reply@localhost>",
    metricsToken: env.METRICS_TOKEN || undefined,
    logLevel: env.LOG_LEVEL || (production ? "info" : "warn"),
  };
}
