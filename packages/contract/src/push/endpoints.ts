import { defineEndpoint } from "../endpoint";
import { pushRoutes } from "./routes";
import {
  pushKeySchema,
  pushStateSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "./schemas";

const tag = "account";

export const pushKey = defineEndpoint(pushRoutes.pushKey, {
  response: pushKeySchema,
  tag,
  summary:
    "The server's public key (VAPID) a browser subscribes to web push with (decision 0049): the messages the school sends (a notice's reminder, a class teacher's message) then also reach this device as notifications.",
});

export const pushSubscribe = defineEndpoint(pushRoutes.pushSubscribe, {
  body: pushSubscriptionSchema,
  response: pushStateSchema,
  tag,
  summary:
    "Keeps this device's push subscription for the caller (the address must be a browser's push service: FCM, Mozilla, Apple or Microsoft). The same device subscribed again by whoever signed in on it last is theirs alone.",
});

export const pushDevice = defineEndpoint(pushRoutes.pushDevice, {
  body: pushUnsubscribeSchema,
  response: pushStateSchema,
  tag,
  summary:
    "Whether this device (the browser's subscription address) notifies the caller now: subscribed by them, and that sign-in not ended. Signing out, or another person subscribing the device, turns it off.",
});

export const pushUnsubscribe = defineEndpoint(pushRoutes.pushUnsubscribe, {
  body: pushUnsubscribeSchema,
  response: pushStateSchema,
  tag,
  summary: "Stops notifying this device (the caller's subscription of that address, if any).",
});

export const pushEndpoints = { pushKey, pushSubscribe, pushDevice, pushUnsubscribe } as const;
