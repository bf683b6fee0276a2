import type { PushSubscriptionInput } from "@campus/contract";

/*
 * This device's notifications as the browser offers them (decision 0049): whether it can, what
 * the person allowed, and its push subscription at the portal's service worker. The switch
 * works through this, so a story can stand in for the browser.
 */

/** Where the portal's service worker is, and what it serves: the portal's own pages. */
export const PORTAL_SCOPE = "/parent_student/";

export interface PushDevice {
  /** The browser can (service workers, push, notifications) and this is the portal's page. */
  supported: boolean;
  /** What the person allowed: "default" (not asked yet), "granted" or "denied". */
  permission(): NotificationPermission;
  /** Asks to show notifications (the browser's own question); answers what they chose. */
  ask(): Promise<NotificationPermission>;
  /** The device's subscription now, if any. */
  current(): Promise<PushSubscriptionInput | null>;
  /** Subscribes with the server's public key (base64url). */
  subscribe(publicKey: string): Promise<PushSubscriptionInput>;
  /** Lets the subscription go; answers its address, if there was one. */
  unsubscribe(): Promise<string | null>;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

const asInput = (subscription: PushSubscription): PushSubscriptionInput => {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
  };
};

/** The browser's: the portal's service worker (`/parent_student/sw.js`), registered when asked. */
export function browserDevice(): PushDevice {
  const supported =
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window &&
    window.location.pathname.startsWith(PORTAL_SCOPE);
  const registration = async () =>
    (await navigator.serviceWorker.getRegistration(PORTAL_SCOPE)) ?? null;
  return {
    supported,
    permission: () => (supported ? Notification.permission : "denied"),
    ask: () => Notification.requestPermission(),
    async current() {
      const subscription = await (await registration())?.pushManager.getSubscription();
      return subscription ? asInput(subscription) : null;
    },
    async subscribe(publicKey) {
      await navigator.serviceWorker.register(`${PORTAL_SCOPE}sw.js`, { scope: PORTAL_SCOPE });
      const ready = await navigator.serviceWorker.ready;
      const subscription = await ready.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      return asInput(subscription);
    },
    async unsubscribe() {
      const subscription = await (await registration())?.pushManager.getSubscription();
      if (!subscription) return null;
      await subscription.unsubscribe();
      return subscription.endpoint;
    },
  };
}
