import type { TrustProxy } from "./http/client-address";
import type { Logger } from "./http/observe";
import type { Db } from "./db/database";
import type { MailSender } from "./services/mail";
import type { SmsSender } from "./services/sms";
import type { PushSender } from "./services/push";
import type { PaymentProvider } from "./services/payment-provider";
import type { FileStore } from "./services/file-store";
import type { ServerFeature } from "./server-feature";

/** Everything the app needs from outside, so tests can pass a clock and their own database. */
export interface AppDeps {
  db: Db;
  now: () => Date;
  /** Origins allowed to call the API from another site (a school's CMS page); "*" for any. */
  corsOrigins: string[] | "*";
  /**
   * The proxies trusted to append to X-Forwarded-For (TRUST_PROXY): a number of hops, or their
   * addresses/CIDRs; 0 reads the socket's peer only.
   */
  trustProxy: TrustProxy;
  /** Answer every API call with code 666 (spec §8) while the system is being maintained. */
  maintenance: boolean;
  /**
   * Where people reach the portal (PUBLIC_URL, e.g. "https://campus.school.edu.hk"), for links
   * the server writes into what it sends away (the calendar feed's items). Unset: the address
   * the request came to.
   */
  publicUrl?: string;
  /** Built portal and embed files, served on the same origin as the API. */
  staticDir?: string;
  /** The features' notes for the operator (a chore failed, a text not sent): a line each. */
  log?: (line: string) => void;
  /** The structured log: a line per request and per unexpected error (pino in `main.ts`). */
  logger?: Logger;
  /** The bearer token `/metrics` asks for (METRICS_TOKEN); unset, there is no `/metrics`. */
  metricsToken?: string;
  /** The features served; `SERVER_FEATURES` by default (tests pass one configured otherwise). */
  features?: readonly ServerFeature[];
  /**
   * Called with each answer that is not what the contract declares (CAMPUS_CHECK_RESPONSES=1):
   * the server then checks every API answer it sends. Unset: no check.
   */
  onAnswerMismatch?: (mismatch: string) => void;
  /**
   * Demo mode (CAMPUS_DEMO): texts go to an outbox anyone may read (registration's demo_outbox)
   * instead of a provider. Never in production.
   */
  demo?: boolean;
  /** Where text messages go (registration's sign-in codes): a provider; the log by default. */
  sms?: SmsSender;
  /** Where e-mails go (registration's notices to families): a mail service; the log by default. */
  mail?: MailSender;
  /** Where web push goes (decision 0049): the devices' push services, by `web-push` by default. */
  push?: PushSender;
  /** The push services a device's subscription may name (origins); browsers' by default. */
  pushServices?: readonly string[];
  /**
   * The payment provider for online fees (registration): WeChat Pay and Alipay. Unset: the
   * sandbox in demo mode, otherwise none (fees are paid by deposit slip).
   */
  payments?: PaymentProvider;
  /**
   * Where uploaded files' bytes go: an S3-compatible store (`S3_*` settings); unset, the
   * database keeps them.
   */
  files?: FileStore;
  /** Runs work a while later (a timer by default); tests run it when they choose. */
  later?: (run: () => void, ms: number) => void;
  /** The process environment, for settings a feature reads itself; none in tests. */
  env?: Record<string, string | undefined>;
}
