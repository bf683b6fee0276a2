import { and, eq, inArray, isNull } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../db/database";
import { pushKeys, pushSubscriptions, sessions } from "../db/schema";

/*
 * Web push (decision 0049): the messenger's third channel, beside a text and an e-mail. A
 * person's devices each hold a subscription (a push service's address and keys); a message is
 * encrypted to each device (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC
 * 8292) by `web-push`, then posted to the push service. The service says a device is gone (404,
 * 410): its subscription goes.
 */

/** What the portal's service worker shows: a title, a line, and where a tap leads. */
export interface PushPayload {
  title: string;
  body: string;
  /** The portal page to open ("/parent_student/notices/messages"). */
  url: string;
}

/** One device's subscription. */
export interface DeviceSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = "delivered" | "gone" | "failed";

/** Where notifications go: a device's push service, through `web-push` by default. */
export interface PushSender {
  send(device: DeviceSubscription, payload: PushPayload): Promise<PushOutcome>;
}

/**
 * The push services browsers subscribe with: a device's address must be one of them, so the
 * server never posts to an address a caller made up (another server, its own network).
 */
export const PUSH_SERVICES = [
  "https://fcm.googleapis.com",
  "https://updates.push.services.mozilla.com",
  "https://web.push.apple.com",
  "https://*.push.apple.com",
  "https://*.notify.windows.com",
];

/** Whether `endpoint` is at one of `services` (origins; `*.` a subdomain of it). */
export function isPushService(endpoint: string, services: readonly string[] = PUSH_SERVICES) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return services.some((service) => {
    const wild = service.match(/^(https?):\/\/\*\.(.+)$/);
    if (wild)
      return url.protocol === `${wild[1]}:` && url.host.endsWith(`.${wild[2]}`) && !url.port;
    return url.origin === service;
  });
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The server's VAPID keys: the deployment's (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`,
 * `VAPID_SUBJECT`), else a pair made on first need and kept in `push_keys` (every instance
 * then signs with the same one, and subscriptions outlive a restart).
 */
export async function vapidKeys(db: Db, env: NodeJS.ProcessEnv = {}): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT || "mailto:no-reply@localhost";
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const kept = async () => (await db.select().from(pushKeys).where(eq(pushKeys.id, 1)))[0];
  let row = await kept();
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    // Two instances at once: the first kept wins, both read it back.
    await db
      .insert(pushKeys)
      .values({ id: 1, ...made, createdAt: new Date() })
      .onConflictDoNothing();
    row = (await kept())!;
  }
  return { publicKey: row.publicKey, privateKey: row.privateKey, subject };
}

/** A day: a notification a phone does not take by then is not worth showing. */
const TTL_SECONDS = 86_400;

/**
 * Sends through the device's push service: the request `web-push` builds (encrypted, signed)
 * posted with fetch, ten seconds at most. Only to `services`' addresses.
 */
export function webPushSender(
  keys: () => Promise<VapidKeys>,
  { services = PUSH_SERVICES, log }: { services?: readonly string[]; log?: (line: string) => void },
): PushSender {
  return {
    async send(device, payload) {
      if (!isPushService(device.endpoint, services)) return "failed";
      const vapid = await keys();
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          contentEncoding: "aes128gcm",
          urgency: "normal",
        },
      );
      try {
        const answer = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body as Buffer,
          redirect: "error",
          signal: AbortSignal.timeout(10_000),
        });
        if (answer.status === 404 || answer.status === 410) return "gone";
        if (answer.ok) return "delivered";
        log?.(`push to ${new URL(device.endpoint).host} refused: ${answer.status}`);
        return "failed";
      } catch (error) {
        log?.(`push to ${new URL(device.endpoint).host} not sent: ${String(error)}`);
        return "failed";
      }
    },
  };
}

/** Each person's devices, those whose sign-in has not ended (signed out, closed). */
export async function devicesOf(db: Db, userIds: readonly number[]) {
  const of = new Map<number, DeviceSubscription[]>();
  if (userIds.length === 0) return of;
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    // An expired sign-in still notifies (a parent opens the portal when told something); one
    // ended on purpose does not.
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(and(inArray(pushSubscriptions.userId, [...userIds]), isNull(sessions.revokedAt)));
  for (const { userId, ...device } of rows) of.set(userId, [...(of.get(userId) ?? []), device]);
  return of;
}

/** A device its push service no longer knows: its subscription goes. */
export async function forgetDevice(db: Db, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** "fcm.googleapis.com": which push service, never the device's own address. */
export const deviceHint = (endpoint: string) => new URL(endpoint).host;

/**
 * Keeps a device's subscription for the person signed in (`userId`, `sessionId`): the same
 * device subscribed again (new keys, another sign-in, another person) is theirs alone from now.
 */
export async function subscribeDevice(
  db: Db,
  { userId, sessionId }: { userId: number; sessionId: number },
  { endpoint, keys }: { endpoint: string; keys: { p256dh: string; auth: string } },
  now: Date,
) {
  const device = { userId, sessionId, p256dh: keys.p256dh, auth: keys.auth, createdAt: now };
  await db
    .insert(pushSubscriptions)
    .values({ ...device, endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: device });
}

/** Whether the device of that address notifies this person now (their own, sign-in live). */
export async function deviceNotifies(db: Db, userId: number, endpoint: string) {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        eq(pushSubscriptions.userId, userId),
        isNull(sessions.revokedAt),
      ),
    );
  return row !== undefined;
}

/** Stops notifying the caller's device of that address (another person's stays). */
export async function unsubscribeDevice(db: Db, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
