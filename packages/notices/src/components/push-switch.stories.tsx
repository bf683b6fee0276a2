import { endpoints, type PushSubscriptionInput } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { messagingParent } from "../testing/messages-fixtures";
import type { PushDevice } from "./push-device";
import { ConversationsTexts } from "./conversations-texts";
import { PushSwitch } from "./push-switch";

/*
 * Notifications on this device: turned on (the browser's question answered yes, subscribed with
 * the server's key, kept by the server), turned off again, blocked by the browser, and not
 * offered where the browser cannot (an element on a school's page). The browser's part is a
 * stand-in here; the server's delivery is tested on the server, the worker in the journeys.
 */

const SUBSCRIPTION: PushSubscriptionInput = {
  endpoint: "https://fcm.googleapis.com/fcm/send/phone-1",
  keys: {
    p256dh:
      "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    auth: "tBHItJI5svbpez7KI4CCXg",
  },
};
const KEY =
  "BPublicKeyOfTheServerForVapidSignaturesAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** A browser as the story needs it: what it was asked, and what it answers. */
function fakeDevice({
  permission = "default" as NotificationPermission,
  answer: answered = "granted" as NotificationPermission,
  subscribed = false,
  supported = true,
} = {}) {
  let current: PushSubscriptionInput | null = subscribed ? SUBSCRIPTION : null;
  let allowed = permission;
  const keys: string[] = [];
  const device: PushDevice = {
    supported,
    permission: () => allowed,
    ask: async () => (allowed = answered),
    current: async () => current,
    subscribe: async (key) => {
      keys.push(key);
      return (current = SUBSCRIPTION);
    },
    unsubscribe: async () => {
      const endpoint = current?.endpoint ?? null;
      current = null;
      return endpoint;
    },
  };
  return { device, keys };
}

/** The meta's screen: each story gives its own. */
function Nothing(): React.ReactNode {
  return null;
}

function Switch({ device }: { device: PushDevice }) {
  return (
    <ConversationsTexts>
      <PushSwitch device={device} />
    </ConversationsTexts>
  );
}

const meta = {
  title: "Notices/Components/PushSwitch",
  component: ScreenStory,
  args: {
    path: "/notices/messages",
    route: "/notices/messages",
    screen: Nothing,
    user: messagingParent,
    answers: [
      answer(endpoints.pushKey, { public_key: KEY }),
      answer(endpoints.pushSubscribe, { subscribed: true }),
      answer(endpoints.pushUnsubscribe, { subscribed: false }),
      answer(endpoints.pushDevice, { subscribed: true }),
    ],
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const turnedOn = callLog();
const on = fakeDevice();
/** Turned on: asked, subscribed with the server's key, kept by the server; then off again. */
export const TurnOnAndOff: Story = {
  args: { screen: () => <Switch device={on.device} />, onRuntime: turnedOn.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole("group", { name: "這部裝置的通知" });
    await expect(group).toHaveTextContent("開啟通知後，學校的訊息及提醒會即時在這部裝置彈出。");
    await userEvent.click(await within(group).findByRole("button", { name: "開啟通知" }));
    await waitFor(() => expect(turnedOn.last("pushSubscribe")).toEqual(SUBSCRIPTION));
    await expect(on.keys).toEqual([KEY]);
    await expect(await within(group).findByText(/已開啟通知：/)).toBeVisible();
    await userEvent.click(within(group).getByRole("button", { name: "關閉通知" }));
    await waitFor(() =>
      expect(turnedOn.last("pushUnsubscribe")).toEqual({ endpoint: SUBSCRIPTION.endpoint }),
    );
    await expect(await within(group).findByRole("button", { name: "開啟通知" })).toBeVisible();
  },
};

const refusedLog = callLog();
const refused = fakeDevice({ answer: "denied" });
/** The browser's question answered no: said how to allow them, nothing kept. */
export const Refused: Story = {
  args: { screen: () => <Switch device={refused.device} />, onRuntime: refusedLog.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "開啟通知" }));
    await expect(await canvas.findByText(/瀏覽器已封鎖這個網站的通知/)).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(refusedLog.entries("pushSubscribe")).toHaveLength(0);
  },
};

const already = fakeDevice({ permission: "granted", subscribed: true });
/** Already on, in English. */
export const AlreadyOnEnglish: Story = {
  args: { locale: "en-US", screen: () => <Switch device={already.device} /> },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Notifications are on for this device/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Turn off notifications" })).toBeVisible();
  },
};

const ended = fakeDevice({ permission: "granted", subscribed: true });
/**
 * The browser holds a subscription the server no longer sends to (the parent signed out, or
 * another parent turned it on): off, and turning it on makes it this person's.
 */
export const SignedOutSinceOff: Story = {
  args: {
    screen: () => <Switch device={ended.device} />,
    answers: [
      answer(endpoints.pushKey, { public_key: KEY }),
      answer(endpoints.pushSubscribe, { subscribed: true }),
      answer(endpoints.pushDevice, { subscribed: false }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "開啟通知" })).toBeVisible();
    await expect(canvas.getByText(/開啟通知後/)).toBeVisible();
  },
};

const element = fakeDevice({ supported: false });
/** Where the browser cannot (an element on a school's page): nothing offered. */
export const NotOffered: Story = {
  args: { screen: () => <Switch device={element.device} /> },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByRole("group")).toBeNull();
  },
};
