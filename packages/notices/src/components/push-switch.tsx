import { pushApiRoutes } from "@campus/contract";
import { useT } from "@campus/core";
import { Button, theme, useMessage, type UiMessageId } from "@campus/ui";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { noticesApi } from "../api/notices-api";
import type { NoticesMessageId } from "../messages/message-ids";
import { browserDevice, type PushDevice } from "./push-device";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  p {
    flex: 1 1 14rem;
    margin: 0;
  }
`;

type State = "checking" | "off" | "on" | "blocked" | "busy";

let shared: PushDevice | undefined;

/**
 * Notifications on this device (decision 0049): turned on, the school's messages — a class
 * teacher's, a notice's reminder, an absence — also come as the phone's notifications, beside
 * the text and the e-mail. Only in the portal, where its service worker is; said plainly when
 * the browser blocks them.
 */
export function PushSwitch({ device = (shared ??= browserDevice()) }: { device?: PushDevice }) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const message = useMessage();
  const { request } = noticesApi.useRequest();
  const [state, setState] = useState<State>("checking");

  useEffect(() => {
    if (!device.supported) return;
    let live = true;
    // The browser may hold a subscription another person, or an ended sign-in, turned on: the
    // server says whether this device notifies whoever is signed in now.
    const notifiesMe = async () => {
      const subscription = await device.current();
      if (!subscription) return false;
      const { subscribed } = await request(pushApiRoutes.pushDevice, {
        endpoint: subscription.endpoint,
      });
      return subscribed;
    };
    void notifiesMe()
      .catch(() => false)
      .then((on) => {
        if (!live) return;
        if (device.permission() === "denied") setState("blocked");
        else setState(on ? "on" : "off");
      });
    return () => {
      live = false;
    };
    // `request` is the feature's call, the same for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [device]);

  if (!device.supported) return null;

  const turnOn = async () => {
    setState("busy");
    try {
      if ((await device.ask()) !== "granted") return setState("blocked");
      const { public_key } = await request(pushApiRoutes.pushKey, {});
      const subscription = await device.subscribe(public_key);
      await request(pushApiRoutes.pushSubscribe, subscription);
      setState("on");
      message.success(t("notices.push.turnedOn"));
    } catch {
      setState("off");
      message.error(t("notices.push.failed"));
    }
  };
  const turnOff = async () => {
    setState("busy");
    try {
      const endpoint = await device.unsubscribe();
      if (endpoint) await request(pushApiRoutes.pushUnsubscribe, { endpoint });
      setState("off");
      message.success(t("notices.push.turnedOff"));
    } catch {
      setState("on");
      message.error(t("notices.push.failed"));
    }
  };

  return (
    <Bar role="group" aria-label={t("notices.push.title")}>
      <p>
        {state === "on"
          ? t("notices.push.on")
          : state === "blocked"
            ? t("notices.push.blocked")
            : t("notices.push.off")}
      </p>
      {state !== "blocked" && state !== "checking" && (
        <Button
          size="sm"
          variant={state === "on" ? "default" : "primary"}
          loading={state === "busy"}
          onClick={() => void (state === "on" ? turnOff() : turnOn())}
        >
          {t(state === "on" ? "notices.push.turnOff" : "notices.push.turnOn")}
        </Button>
      )}
    </Bar>
  );
}
