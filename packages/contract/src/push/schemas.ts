import { z } from "zod";

/*
 * Web push (decision 0049): a device's subscription as the browser's PushManager gives it
 * (`PushSubscription.toJSON()`), and the server's public key (VAPID) it subscribes with.
 */

/** Base64url, as the browser writes a subscription's keys. */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The server's public key for `PushManager.subscribe({ applicationServerKey })`. */
export const pushKeySchema = z.object({
  /** The VAPID public key: an uncompressed P-256 point, base64url (87 characters). */
  public_key: z.string(),
});
export type PushKey = z.infer<typeof pushKeySchema>;

/** Where a device's notifications go: its push service's address, never another server. */
const endpointField = z
  .string({ error: "validation.required" })
  .max(2000, { error: "validation.tooLong" })
  .url({ error: "validation.invalid" })
  .meta({ examples: ["https://fcm.googleapis.com/fcm/send/dHJ5IGl0"] });

/** A device's subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  /** The push service's address for this device (a browser's: FCM, Mozilla, Apple, Microsoft). */
  endpoint: endpointField,
  /** The device's keys the messages are encrypted to. */
  keys: z.object({
    /** The device's P-256 public key (base64url, 65 bytes). */
    p256dh: z
      .string({ error: "validation.required" })
      .regex(BASE64URL, { error: "validation.invalid" })
      .min(80, { error: "validation.invalid" })
      .max(100, { error: "validation.invalid" })
      .meta({
        examples: [
          "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        ],
      }),
    /** The device's authentication secret (base64url, 16 bytes: 22 characters). */
    auth: z
      .string({ error: "validation.required" })
      .min(20, { error: "validation.invalid" })
      .max(30, { error: "validation.invalid" })
      .refine((text) => BASE64URL.test(text), { error: "validation.invalid" }),
  }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** A device, by its push service's address: to ask after, or to stop notifying. */
export const pushUnsubscribeSchema = z.object({
  /** The address the device subscribed with. */
  endpoint: endpointField,
});

/** Whether this device is notified now. */
export const pushStateSchema = z.object({
  /** The device's subscription is kept: messages reach it. */
  subscribed: z.boolean(),
});
export type PushState = z.infer<typeof pushStateSchema>;
