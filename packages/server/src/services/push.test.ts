import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { endpoints } from "@campus/contract";
import { sql } from "drizzle-orm";
// The decryption a browser does (RFC 8188): web-push's own dependency, here on the device's side.
import ece from "http_ece";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../db/sql";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";
import { isPushService } from "./push";

/*
 * Web push (decision 0049) end to end on this machine: a push service of our own on a local
 * port stands where FCM would, the device's keys are made here as a browser makes them, and
 * what the service receives is decrypted as the phone would. The school's message reaches the
 * device, signed with the server's VAPID key; a device the service says is gone is forgotten.
 */

interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

let service: Server;
let origin: string;
const received: Received[] = [];
let t: TestApp;
let parent: string;
let teacher: string;
let otherParent: string;

/** A device as a browser subscribes it: its own P-256 keys and authentication secret. */
function device(path: string) {
  const keys = createECDH("prime256v1");
  keys.generateKeys();
  const auth = randomBytes(16);
  return {
    keys,
    auth,
    subscription: {
      endpoint: `${origin}${path}`,
      keys: {
        p256dh: keys.getPublicKey().toString("base64url"),
        auth: auth.toString("base64url"),
      },
    },
  };
}

beforeAll(async () => {
  service = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      // The service no longer knows a device that unsubscribed in the browser.
      response.statusCode = request.url!.startsWith("/gone") ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await createTestApp({ deps: { pushServices: [origin] } });
  [parent, teacher, otherParent] = await Promise.all([
    t.signIn("parent"),
    t.signIn("teacher"),
    t.signIn("otherParent"),
  ]);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

const subscriptions = () =>
  rows<{ user_id: number; endpoint: string }>(
    t.database.db,
    sql`SELECT user_id, endpoint FROM push_subscriptions ORDER BY id`,
  );

describe("web push", () => {
  it("brings the school's message to a subscribed phone, encrypted to it and signed by the server", async () => {
    const { public_key } = await t.ok(endpoints.pushKey, undefined, { token: parent });
    // The same key every time: a subscription made with it outlives a restart.
    expect((await t.ok(endpoints.pushKey, undefined, { token: teacher })).public_key).toBe(
      public_key,
    );
    expect(Buffer.from(public_key, "base64url")).toHaveLength(65);

    const phone = device("/device/father");
    expect(await t.ok(endpoints.pushSubscribe, phone.subscription, { token: parent })).toEqual({
      subscribed: true,
    });
    await t.ok(
      endpoints.sendFamilyMessage,
      { to: { kind: "class", class_name: "4A" }, body: "明天是便服日。" },
      { token: teacher },
    );
    const pushed = received.filter((r) => r.path === "/device/father");
    expect(pushed).toHaveLength(1);
    const [{ headers, body }] = pushed as [Received];
    expect(headers["content-encoding"]).toBe("aes128gcm");
    expect(headers.ttl).toBe("86400");
    // VAPID (RFC 8292): a JWT for this push service, from the server's key.
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(headers.authorization!)!;
    expect(key).toBe(public_key);
    const claims = JSON.parse(Buffer.from(token!.split(".")[1]!, "base64url").toString("utf8"));
    expect(claims.aud).toBe(origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    // The phone decrypts it with its own keys: the school, the teacher, the words, the page.
    const payload = JSON.parse(
      ece
        .decrypt(body, { version: "aes128gcm", privateKey: phone.keys, authSecret: phone.auth })
        .toString("utf8"),
    );
    expect(payload.title).toContain("黃嘉欣");
    expect(payload.body).toContain("明天是便服日。");
    expect(payload.url).toBe("/parent_student/notices/messages");

    const kept = await rows<{ channel: string; recipient: string; delivered: boolean }>(
      t.database.db,
      sql`SELECT channel, recipient, delivered FROM message_outbox
        WHERE source = 'notices.message' AND channel = 'push'`,
    );
    expect(kept).toEqual([{ channel: "push", recipient: new URL(origin).host, delivered: true }]);
  });

  it("forgets a device its push service says is gone, and keeps the message as not delivered", async () => {
    const old = device("/gone/tablet");
    await t.ok(endpoints.pushSubscribe, old.subscription, { token: otherParent });
    await t.ok(
      endpoints.sendFamilyMessage,
      { to: { kind: "class", class_name: "6C" }, body: "請帶泳衣。" },
      { token: await t.signIn("staff") },
    );
    expect(received.some((r) => r.path === "/gone/tablet")).toBe(true);
    expect((await subscriptions()).map((s) => s.endpoint)).not.toContain(old.subscription.endpoint);
    const [kept] = await rows<{ delivered: boolean }>(
      t.database.db,
      sql`SELECT delivered FROM message_outbox WHERE channel = 'push' AND text LIKE '%請帶泳衣%'`,
    );
    expect(kept).toEqual({ delivered: false });
  });

  it("takes only a browser's push service and well-formed keys, writing nothing otherwise", async () => {
    const before = await subscriptions();
    const field = async (body: unknown) =>
      (await t.refused(endpoints.pushSubscribe, invalidInput(body), { token: parent })).data
        ?.fields?.[0]?.field;
    const { subscription } = device("/device/x");
    // Another server, the cloud's metadata address, a look-alike: never posted to.
    for (const endpoint of [
      "https://evil.example/push",
      "http://169.254.169.254/latest",
      "https://fcm.googleapis.com.evil.example/x",
      "https://user:pw@fcm.googleapis.com/x",
    ])
      expect(await field({ ...subscription, endpoint })).toBe("endpoint");
    expect(await field({ ...subscription, keys: { ...subscription.keys, p256dh: "x" } })).toBe(
      "keys.p256dh",
    );
    expect(await field({ endpoint: subscription.endpoint })).toBe("keys");
    expect(await subscriptions()).toEqual(before);
  });

  it("gives a device to whoever subscribed it last, and lets each person let only their own go", async () => {
    const shared = device("/device/shared");
    await t.ok(endpoints.pushSubscribe, shared.subscription, { token: parent });
    await t.ok(endpoints.pushSubscribe, shared.subscription, { token: otherParent });
    const mine = (await subscriptions()).filter((s) => s.endpoint === shared.subscription.endpoint);
    expect(mine).toHaveLength(1);
    // The father no longer owns it: his letting go leaves it with the other parent.
    await t.ok(
      endpoints.pushUnsubscribe,
      { endpoint: shared.subscription.endpoint },
      { token: parent },
    );
    expect((await subscriptions()).some((s) => s.endpoint === shared.subscription.endpoint)).toBe(
      true,
    );
    expect(
      await t.ok(
        endpoints.pushUnsubscribe,
        { endpoint: shared.subscription.endpoint },
        { token: otherParent },
      ),
    ).toEqual({ subscribed: false });
    expect((await subscriptions()).some((s) => s.endpoint === shared.subscription.endpoint)).toBe(
      false,
    );
  });
});

describe("a device and the sign-in it was turned on in", () => {
  it("stops notifying once that person signs out there, until they turn it on again", async () => {
    const tablet = device("/device/family-tablet");
    const first = await t.signIn("parent");
    await t.ok(endpoints.pushSubscribe, tablet.subscription, { token: first });
    const notifies = async (token: string) =>
      (await t.ok(endpoints.pushDevice, { endpoint: tablet.subscription.endpoint }, { token }))
        .subscribed;
    expect(await notifies(first)).toBe(true);
    // Another parent's question about this tablet: not theirs.
    expect(await notifies(otherParent)).toBe(false);

    await t.ok(endpoints.logout, undefined, { token: first });
    const sent = () => received.filter((r) => r.path === "/device/family-tablet").length;
    const before = sent();
    await t.ok(
      endpoints.sendFamilyMessage,
      { to: { kind: "class", class_name: "4A" }, body: "星期五便服日。" },
      { token: teacher },
    );
    expect(sent()).toBe(before);

    // Signed in again: the tablet is off until they turn it on.
    const again = await t.signIn("parent");
    expect(await notifies(again)).toBe(false);
    await t.ok(endpoints.pushSubscribe, tablet.subscription, { token: again });
    expect(await notifies(again)).toBe(true);
    await t.ok(
      endpoints.sendFamilyMessage,
      { to: { kind: "class", class_name: "4A" }, body: "下星期一開始秋季校服。" },
      { token: teacher },
    );
    expect(sent()).toBe(before + 1);
  });
});

describe("which addresses are push services", () => {
  it("knows the browsers' services, their subdomains where they have many, and nothing else", () => {
    expect(isPushService("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(isPushService("https://updates.push.services.mozilla.com/wpush/v2/x")).toBe(true);
    expect(isPushService("https://web.push.apple.com/QGx")).toBe(true);
    expect(isPushService("https://api.push.apple.com/3/device/x")).toBe(true);
    expect(isPushService("https://wns2-sg2p.notify.windows.com/w/?token=x")).toBe(true);
    expect(isPushService("http://fcm.googleapis.com/fcm/send/abc")).toBe(false);
    expect(isPushService("https://fcm.googleapis.com:8443/x")).toBe(false);
    expect(isPushService("https://push.apple.com.evil.example/x")).toBe(false);
    expect(isPushService("https://evilpush.apple.com/x")).toBe(false);
    expect(isPushService("not a url")).toBe(false);
  });
});
